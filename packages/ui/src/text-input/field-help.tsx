import { FieldError, Text } from 'react-aria-components';

/** Under a field: its help text, if any, and its error (shown while the field is invalid). */
export function FieldHelp({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="hb-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="hb-field__error">{errorMessage}</FieldError>
    </>
  );
}
