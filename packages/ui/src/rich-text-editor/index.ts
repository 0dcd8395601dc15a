export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { safeImageUrl, safeLinkUrl } from './safe-url';
