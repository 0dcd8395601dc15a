import { useQeT } from '../../i18n/use-qe-i18n';

/** One way of answering, with its button label. */
export interface MethodOption<M extends string> {
  /** The answerType the choice sets. */
  method: M;
  /** The button's text. */
  label: string;
}

/** First step of essay and spoken answers: choose how to answer (spec §4: photo or typed; upload or record). */
export function MethodChoice<M extends string>({
  options,
  disabled,
  onChoose,
}: {
  options: readonly MethodOption<M>[];
  disabled: boolean;
  onChoose: (method: M) => void;
}) {
  return (
    <div className="hqe-method">
      {options.map((option) => (
        <button
          key={option.method}
          type="button"
          className="hqe-button"
          disabled={disabled}
          onClick={() => onChoose(option.method)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The back control that clears the chosen method (spec §4). */
export function MethodBack({ disabled, onBack }: { disabled: boolean; onBack: () => void }) {
  const t = useQeT();
  return (
    <button type="button" className="hqe-button hqe-button--link" disabled={disabled} onClick={onBack}>
      {t('back')}
    </button>
  );
}
