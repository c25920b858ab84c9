export interface NativeFieldMessagesProps {
  /** Id of the control; the messages get `${id}-description` and `${id}-error`. */
  id: string;
  description?: string;
  errorMessage?: string | null;
}

/** Ids of the messages a native control should list in `aria-describedby`. */
export function describedByIds({ id, description, errorMessage }: NativeFieldMessagesProps): string | undefined {
  const ids = [description ? `${id}-description` : null, errorMessage ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * Help text and error for a native control or group of controls (the plan picker's cards, a form's own fieldset), the
 * error in a polite live region (announced when it appears).
 */
export function NativeFieldMessages({ id, description, errorMessage }: NativeFieldMessagesProps) {
  return (
    <>
      {description && (
        <span className="tate-field__description" id={`${id}-description`}>
          {description}
        </span>
      )}
      <div aria-live="polite" className="tate-field__error-region">
        {errorMessage && (
          <span className="tate-field__error" id={`${id}-error`}>
            {errorMessage}
          </span>
        )}
      </div>
    </>
  );
}
