import { useLingui } from '@lingui/react';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Input,
  Label,
  Popover,
  TextField,
  ToggleButton,
  Toolbar,
} from 'react-aria-components';
import { uiText } from '../i18n/messages';
import { safeImageUrl, safeLinkUrl } from './safe-url';

export interface RichTextEditorProps {
  /** Initial HTML (uncontrolled after the first render). */
  defaultValue?: string;
  /** Called with the HTML after each change; '' when the editor is empty. The server sanitises it again. */
  onChange?: (html: string) => void;
  /** Accessible name of the text area; defaults to the translated 'Text'. */
  label?: string;
  /** Placeholder; defaults to the translated '請輸入正文'. */
  placeholder?: string;
  /** Read-only. */
  isDisabled?: boolean;
}

/** Rich text on tiptap: bold, italic, bulleted and numbered lists, links and images; emits HTML. */
export function RichTextEditor({
  defaultValue = '',
  onChange,
  label,
  placeholder,
  isDisabled,
}: RichTextEditorProps) {
  const { i18n } = useLingui();
  const placeholderText = placeholder ?? i18n._(uiText.editorPlaceholder);
  const name = label ?? i18n._(uiText.editorLabel);
  const placeholderRef = useRef(placeholderText);
  placeholderRef.current = placeholderText;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    immediatelyRender: true,
    editable: !isDisabled,
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        // No empty paragraph appended after lists and images: the emitted HTML stays what the teacher wrote.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => safeLinkUrl(url) !== null },
      }),
      Image,
      Placeholder.configure({ placeholder: () => placeholderRef.current }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        class: 'hb-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': name,
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current?.(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    editor.setEditable(!isDisabled);
  }, [editor, isDisabled]);
  useEffect(() => {
    editor.view.dom.setAttribute('aria-label', name);
    editor.view.dom.setAttribute('aria-placeholder', placeholderText);
    // Placeholder decorations are recomputed on the next transaction.
    editor.view.dispatch(editor.state.tr.setMeta('hb-placeholder', placeholderText));
  }, [editor, name, placeholderText]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  return (
    <div className="hb-editor" data-disabled={isDisabled || undefined}>
      <Toolbar className="hb-editor__toolbar" aria-label={i18n._(uiText.editorToolbar)}>
        <ToggleButton
          className="hb-editor__tool"
          isSelected={state.bold}
          isDisabled={isDisabled}
          onChange={() => editor.chain().focus().toggleBold().run()}
        >
          <b>{i18n._(uiText.editorBold)}</b>
        </ToggleButton>
        <ToggleButton
          className="hb-editor__tool"
          isSelected={state.italic}
          isDisabled={isDisabled}
          onChange={() => editor.chain().focus().toggleItalic().run()}
        >
          <i>{i18n._(uiText.editorItalic)}</i>
        </ToggleButton>
        <ToggleButton
          className="hb-editor__tool"
          isSelected={state.bulletList}
          isDisabled={isDisabled}
          onChange={() => editor.chain().focus().toggleBulletList().run()}
        >
          {i18n._(uiText.editorBulletList)}
        </ToggleButton>
        <ToggleButton
          className="hb-editor__tool"
          isSelected={state.orderedList}
          isDisabled={isDisabled}
          onChange={() => editor.chain().focus().toggleOrderedList().run()}
        >
          {i18n._(uiText.editorOrderedList)}
        </ToggleButton>
        <UrlPopover
          buttonText={i18n._(uiText.editorLink)}
          fieldLabel={i18n._(uiText.editorLinkUrl)}
          submitText={i18n._(uiText.editorInsert)}
          isDisabled={isDisabled}
          isActive={state.link}
          initialUrl={() => String(editor.getAttributes('link').href ?? '')}
          check={safeLinkUrl}
          onSubmit={(href) => {
            const chain = editor.chain().focus();
            if (editor.state.selection.empty && !editor.isActive('link')) {
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else {
              chain.extendMarkRange('link').setLink({ href }).run();
            }
          }}
        />
        <UrlPopover
          buttonText={i18n._(uiText.editorImage)}
          fieldLabel={i18n._(uiText.editorImageUrl)}
          submitText={i18n._(uiText.editorInsert)}
          isDisabled={isDisabled}
          initialUrl={() => ''}
          check={safeImageUrl}
          onSubmit={(src) => editor.chain().focus().setImage({ src }).run()}
        />
      </Toolbar>
      <EditorContent editor={editor} className="hb-editor__area" />
    </div>
  );
}

interface UrlPopoverProps {
  buttonText: string;
  fieldLabel: string;
  submitText: string;
  isDisabled?: boolean;
  isActive?: boolean;
  initialUrl: () => string;
  check: (url: string) => string | null;
  onSubmit: (url: string) => void;
}

/** A toolbar button opening a small form that asks for an address. */
function UrlPopover({
  buttonText,
  fieldLabel,
  submitText,
  isDisabled,
  isActive,
  initialUrl,
  check,
  onSubmit,
}: UrlPopoverProps) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const valid = check(url);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onSubmit(valid);
    setOpen(false);
  };
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) setUrl(initialUrl());
        setOpen(next);
      }}
    >
      <AriaButton className="hb-editor__tool" isDisabled={isDisabled} data-active={isActive || undefined}>
        {buttonText}
      </AriaButton>
      <Popover className="hb-popover" placement="bottom start">
        <Dialog className="hb-popover__dialog" aria-label={buttonText}>
          <form className="hb-editor__url-form" onSubmit={submit}>
            <TextField className="hb-field" value={url} onChange={setUrl} autoFocus type="url">
              <Label className="hb-field__label">{fieldLabel}</Label>
              <Input className="hb-input" />
            </TextField>
            <AriaButton type="submit" className="hb-button hb-button--primary" isDisabled={!valid}>
              {submitText}
            </AriaButton>
          </form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
