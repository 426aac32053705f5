import { useEffect, useId, useRef, useState } from 'react';
import { REPORT_COMMENT_MAX_LENGTH, REPORT_COMMENT_MESSAGES } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, TextArea } from '../../../ui';

/** The rule of a comment's text (seed 000 section 5): not blank, at most 1000 characters. */
function problemWith(text: string): string | null {
  if (text.trim().length === 0) return REPORT_COMMENT_MESSAGES.contentRequired;
  if (text.trim().length > REPORT_COMMENT_MAX_LENGTH) return REPORT_COMMENT_MESSAGES.contentTooLong;
  return null;
}

/**
 * A comment, reply or edit box with a counter. Send stays disabled while the text is blank;
 * the server's refusal (e.g. comments turned off) is shown under the box.
 */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  placeholder,
  onSubmit,
  onCancel,
  focusOnOpen = false,
}: {
  label: string;
  submitLabel: string;
  initialText?: string;
  placeholder?: string;
  /** Resolves once saved; a rejection's message stays under the box. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Puts the cursor in the box when it appears (a reply or edit just asked for). */
  focusOnOpen?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();
  const blank = text.trim().length === 0;
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) box.current?.focus();
  }, [focusOnOpen]);

  const send = async () => {
    const problem = problemWith(text);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        id={`${formId}-text`}
        label={label}
        rows={3}
        value={text}
        placeholder={placeholder}
        ref={box}
        counter={{ count: text.length, max: REPORT_COMMENT_MAX_LENGTH }}
        error={error ?? undefined}
        disabled={sending}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={blank} loading={sending} loadingText="Sending...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
