import { useTranslation } from 'react-i18next';
import { lobbyErrorMessage, type Translate } from './lobby-api';

/**
 * A message for the player, kept as a key (and the failed call it is about) rather than as
 * text, so it follows the language when the player switches.
 */
export interface Notice {
  key: string;
  /** The failed lobby call: its description fills `{{reason}}`. */
  failure?: unknown;
  options?: Record<string, unknown>;
}

/** A {@link Notice} as text in the language of `t`. */
export function noticeText(notice: Notice, t: Translate): string {
  const reason = notice.failure === undefined ? undefined : lobbyErrorMessage(notice.failure, t);
  return t(notice.key, { ...notice.options, ...(reason === undefined ? {} : { reason }) });
}

/** A {@link Notice} as an alert line in the current language. */
export function NoticeLine({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <p className="app-error" role="alert">
      {noticeText(notice, t)}
    </p>
  );
}
