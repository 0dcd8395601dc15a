import { useEffect, useRef, useState } from 'react';

type MathfieldModule = typeof import('mathlive');
let mathlive: Promise<MathfieldModule> | null = null;
/**
 * Loads mathlive once, only when a student focuses a math blank (not when the question shows). A failed load is forgotten, so
 * the next math field tries again (meanwhile a plain text box takes the LaTeX).
 */
function loadMathlive(): Promise<MathfieldModule> {
  mathlive ??= import('mathlive').then(
    (module) => {
      // Fonts come from the page's CSS or the system; the keyboard sounds are off.
      module.MathfieldElement.fontsDirectory = null;
      module.MathfieldElement.soundsDirectory = null;
      return module;
    },
    (error: unknown) => {
      mathlive = null;
      throw error;
    },
  );
  return mathlive;
}

/**
 * mathlive writes a fraction of two digits without braces (`\frac34`); answer keys are written
 * with them (`\frac{3}{4}`), so the field hands on the braced form of the same TeX.
 */
export function bracedLatex(latex: string): string {
  return latex.replace(/\\([dt]?frac|[dt]?binom)(\d)(\d)/g, '\\$1{$2}{$3}');
}

/** Names mathlive's own text box (inside its shadow root) like the field; it exists once mounted. */
function labelTextBox(element: HTMLElement, label: string): void {
  element.shadowRoot?.querySelector('[role=textbox]')?.setAttribute('aria-label', label);
}

/**
 * Math input for a blank: a mathlive field with its math keyboard. The value is LaTeX; the core
 * stores it wrapped in $$. Until the student focuses it and mathlive has loaded, a plain text box
 * takes the LaTeX.
 */
export function MathField({
  value,
  onChange,
  disabled,
  label,
}: {
  value: string;
  onChange: (latex: string) => void;
  disabled: boolean;
  label: string;
}) {
  const host = useRef<HTMLSpanElement>(null);
  const field = useRef<(HTMLElement & { value: string; disabled?: boolean; readOnly?: boolean }) | null>(
    null,
  );
  const [loaded, setLoaded] = useState(false);
  // mathlive (108 kB gzip) is loaded when the student first focuses the blank, then takes the focus.
  const [wanted, setWanted] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const labelRef = useRef(label);
  labelRef.current = label;

  // One mathlive element for the component's life: re-creating it (say on a new label when the
  // language changes) would drop what the student typed and the focus.
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadMathlive()
      .then((module) => {
        if (!live || !host.current) return;
        const element = new module.MathfieldElement();
        // mathlive's own toggle opens the math keyboard; touch devices get it on focus.
        element.mathVirtualKeyboardPolicy = 'auto';
        // The host is a labelled group around mathlive's own text box, which gets the same name
        // once mounted (otherwise it has none, and the host would nest one widget in another).
        element.setAttribute('role', 'group');
        element.setAttribute('aria-label', labelRef.current);
        element.addEventListener('mount', () => labelTextBox(element, labelRef.current));
        element.addEventListener('input', () => onChangeRef.current(bracedLatex(element.value)));
        host.current.appendChild(element);
        field.current = element;
        setLoaded(true);
        if (host.current.closest('.hqe-math-field')?.contains(document.activeElement)) element.focus();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      field.current?.remove();
      field.current = null;
    };
  }, [wanted]);

  useEffect(() => {
    const element = field.current;
    if (!loaded || !element) return;
    element.setAttribute('aria-label', label);
    labelTextBox(element, label);
  }, [label, loaded]);

  useEffect(() => {
    const element = field.current;
    if (!loaded || !element) return;
    if (bracedLatex(element.value) !== value) element.value = value;
    element.readOnly = disabled;
  }, [value, disabled, loaded]);

  return (
    <span className="hqe-math-field">
      <span ref={host} />
      {!loaded && (
        <input
          className="hqe-input"
          aria-label={label}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => setWanted(true)}
        />
      )}
    </span>
  );
}
