import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One chat message as shown. */
export interface ChatLine {
  id: string;
  sender: string;
  text: string;
  mine?: boolean;
}

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  messages: readonly ChatLine[];
  /** Absent for a spectator, who reads but cannot write. */
  onSend?: (text: string) => void;
  /** Longest message accepted. */
  maxLength?: number;
}

/** Chat between the players of a match, newest last. */
export function ChatPanel({ messages, onSend, maxLength = 300 }: ChatPanelProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState('');
  const send = () => {
    const text = draft.trim();
    if (!text || !onSend) return;
    onSend(text);
    setDraft('');
  };
  return (
    <section className="pl-chat" aria-label={t('chat.label')}>
      {messages.length === 0 ? (
        <p className="pl-chat__empty">{t('chat.empty')}</p>
      ) : (
        <ol className="pl-chat__lines" aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} data-mine={message.mine || undefined}>
              <strong>{message.sender}:</strong> {message.text}
            </li>
          ))}
        </ol>
      )}
      {onSend && (
        <form
          className="pl-chat__form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={id} className="pl-visually-hidden">
            {t('chat.message')}
          </label>
          <input id={id} value={draft} maxLength={maxLength} placeholder={t('chat.placeholder')} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="pl-button pl-button--small" disabled={draft.trim() === ''}>
            {t('chat.send')}
          </button>
        </form>
      )}
    </section>
  );
}
