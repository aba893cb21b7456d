import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TIME_CONTROLS, timeControlsOf, type GameManifest, type SetupOption, type SetupValues, type TimeControl } from '@parlor/game-kit';
import { formatClock } from '@parlor/ui';
import { languageOf } from '../lib/i18n';
import { takeSeat } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';
import { useAccount } from '../lib/account-context';
import { NoticeLine, type Notice } from '../lib/notice';

/** Every option at its default: what a match is created with when the player changes nothing. */
export function defaultSetup(manifest: GameManifest): SetupValues {
  return Object.fromEntries(manifest.setupOptions.map((option) => [option.key, option.default]));
}

/** An integer option's value brought into its range (a half-typed or empty field keeps `fallback`). */
export function clampInteger(option: { min: number; max: number }, typed: number, fallback: number): number {
  if (!Number.isFinite(typed)) return fallback;
  return Math.min(option.max, Math.max(option.min, Math.round(typed)));
}

/** The options as the server takes them: every integer within its range. */
export function settledSetup(manifest: GameManifest, setup: SetupValues): SetupValues {
  const settled: SetupValues = { ...setup };
  for (const option of manifest.setupOptions) {
    if (option.type === 'integer') settled[option.key] = clampInteger(option, Number(setup[option.key]), option.default);
  }
  return settled;
}

/** Creates a match of a game, takes its first seat and opens the match room. */
export function CreateMatchForm({ manifest, playerName }: { manifest: GameManifest; playerName: string }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const lobby = useLobby();
  const [, navigate] = useLocation();
  const ids = useId();
  const [numPlayers, setNumPlayers] = useState(manifest.defaultPlayers ?? manifest.minPlayers);
  const [setup, setSetup] = useState<SetupValues>(() => defaultSetup(manifest));
  const [unlisted, setUnlisted] = useState(false);
  // Rated: only players signed in to an account sit, and no bot (offered to a signed-in player).
  const signedIn = Boolean(useAccount().session?.account);
  const [rated, setRated] = useState(false);
  // Seats held by bots from the start; those past the player count are simply not sent.
  const [bots, setBots] = useState<ReadonlySet<number>>(() => new Set());
  const clocks = timeControlsOf(manifest);
  const [timeControl, setTimeControl] = useState<TimeControl>(clocks.default);
  const [error, setError] = useState<Notice | undefined>();
  const [busy, setBusy] = useState(false);
  const counts = Array.from({ length: manifest.maxPlayers - manifest.minPlayers + 1 }, (_, index) => manifest.minPlayers + index);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!playerName) {
      setError({ key: 'lobby.nameFirst' });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const seatedBots = rated ? [] : [...bots].filter((seat) => seat < numPlayers).sort((a, b) => a - b).map(String);
      const { matchID } = await lobby.createMatch(manifest.id, { numPlayers, setupData: settledSetup(manifest, setup), unlisted, bots: seatedBots, timeControl, ...(rated ? { rated: true } : {}) });
      await takeSeat(lobby, manifest.id, matchID, playerName, '0');
      navigate(`/match/${manifest.id}/${matchID}`);
    } catch (failure) {
      setError({ key: 'lobby.createFailed', failure });
    } finally {
      // Also after success: a player who went back to the lobby meanwhile finds the form usable.
      setBusy(false);
    }
  };

  return (
    <form className="lobby__create" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <h3>{t('lobby.newMatch')}</h3>
      <p className="app-field">
        <label htmlFor={`${ids}-players`}>{t('lobby.playerCount')}</label>
        <select id={`${ids}-players`} value={numPlayers} onChange={(event) => setNumPlayers(Number(event.target.value))}>
          {counts.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </p>
      {/* A rated match has no bots: every other seat waits for a player. */}
      <fieldset className="app-field lobby__seats" disabled={rated}>
        <legend>{t('lobby.seats')}</legend>
        <p className="lobby__seat">{t('lobby.seatYou')}</p>
        {Array.from({ length: numPlayers - 1 }, (_, index) => index + 1).map((seat) => (
          <SeatChoice
            key={seat}
            name={`${ids}-seat-${seat}`}
            number={seat + 1}
            bot={!rated && bots.has(seat)}
            onChange={(bot) =>
              setBots((current) => {
                const next = new Set(current);
                if (bot) next.add(seat);
                else next.delete(seat);
                return next;
              })
            }
          />
        ))}
      </fieldset>
      <p className="app-field">
        <label htmlFor={`${ids}-clock`}>{t('lobby.timeControl')}</label>
        <select id={`${ids}-clock`} value={timeControl} aria-describedby={`${ids}-clock-help`} onChange={(event) => setTimeControl(event.target.value as TimeControl)}>
          {TIME_CONTROLS.map((control) => (
            <option key={control} value={control}>
              {control === 'off'
                ? t('lobby.timeControls.off')
                : t(`lobby.timeControls.${control}`, { turn: formatClock(clocks.turnSeconds[control]), answer: formatClock(clocks.responseSeconds[control]) })}
            </option>
          ))}
        </select>
        <small id={`${ids}-clock-help`} className="app-field__help">
          {t('lobby.timeControlHelp')}
        </small>
      </p>
      {manifest.setupOptions.map((option) => (
        <SetupField
          key={option.key}
          id={`${ids}-${option.key}`}
          option={option}
          language={language}
          value={setup[option.key]!}
          onChange={(value) => setSetup((current) => ({ ...current, [option.key]: value }))}
        />
      ))}
      <p className="app-field app-field--check">
        <input id={`${ids}-unlisted`} type="checkbox" checked={unlisted} onChange={(event) => setUnlisted(event.target.checked)} />
        <label htmlFor={`${ids}-unlisted`}>{t('lobby.unlisted')}</label>
      </p>
      {signedIn && (
        <p className="app-field app-field--check">
          <input id={`${ids}-rated`} type="checkbox" checked={rated} onChange={(event) => setRated(event.target.checked)} />
          <label htmlFor={`${ids}-rated`}>{t('lobby.rated')}</label>
        </p>
      )}
      {error && <NoticeLine notice={error} />}
      <button type="submit" className="pl-button pl-button--primary" disabled={busy}>
        {t('lobby.create')}
      </button>
    </form>
  );
}

/** Who takes a seat other than the creator's: a person (who joins later) or a bot. */
function SeatChoice({ name, number, bot, onChange }: { name: string; number: number; bot: boolean; onChange: (bot: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="lobby__seat" role="radiogroup" aria-labelledby={`${name}-label`}>
      <span id={`${name}-label`}>{t('lobby.seatNumber', { number })}</span>
      <label>
        <input type="radio" name={name} checked={!bot} onChange={() => onChange(false)} />
        {t('lobby.aPerson')}
      </label>
      <label>
        <input type="radio" name={name} checked={bot} onChange={() => onChange(true)} />
        {t('lobby.aBot')}
      </label>
    </div>
  );
}

type SetupValue = SetupValues[string];

/** One setup option of the manifest as a form field of its type. */
function SetupField({ id, option, language, value, onChange }: { id: string; option: SetupOption; language: 'en' | 'zh-TW'; value: SetupValue; onChange: (value: SetupValue) => void }) {
  const label = option.label[language];
  const help = option.help?.[language];
  const helpID = help ? `${id}-help` : undefined;
  const helpText = help && (
    <small id={helpID} className="app-field__help">
      {help}
    </small>
  );
  switch (option.type) {
    case 'boolean':
      return (
        <p className="app-field app-field--check">
          <input id={id} type="checkbox" checked={value === true} aria-describedby={helpID} onChange={(event) => onChange(event.target.checked)} />
          <label htmlFor={id}>{label}</label>
          {helpText}
        </p>
      );
    case 'choice':
      return (
        <p className="app-field">
          <label htmlFor={id}>{label}</label>
          <select id={id} value={String(value)} aria-describedby={helpID} onChange={(event) => onChange(event.target.value)}>
            {option.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label[language]}
              </option>
            ))}
          </select>
          {helpText}
        </p>
      );
    case 'integer':
      return <IntegerField id={id} option={option} label={label} helpID={helpID} helpText={helpText} value={Number(value)} onChange={onChange} />;
    case 'multi': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className="app-field" aria-describedby={helpID}>
          <legend>{label}</legend>
          {option.choices.map((choice) => (
            <label key={choice.value} className="app-field--check">
              <input
                type="checkbox"
                checked={chosen.includes(choice.value)}
                onChange={(event) =>
                  onChange(event.target.checked ? option.choices.map((c) => c.value).filter((v) => v === choice.value || chosen.includes(v)) : chosen.filter((v) => v !== choice.value))
                }
              />
              {choice.label[language]}
            </label>
          ))}
          {helpText}
        </fieldset>
      );
    }
  }
}

/**
 * A number field that lets the player type freely ("1" on the way to "12" is not clamped to
 * the minimum) and brings the value into range when the field is left.
 */
function IntegerField({
  id,
  option,
  label,
  helpID,
  helpText,
  value,
  onChange,
}: {
  id: string;
  option: Extract<SetupOption, { type: 'integer' }>;
  label: string;
  helpID: string | undefined;
  helpText: ReactNode;
  value: number;
  onChange: (value: number) => void;
}) {
  const [typed, setTyped] = useState(String(value));
  const settle = () => {
    const settled = clampInteger(option, typed.trim() === '' ? NaN : Number(typed), value);
    setTyped(String(settled));
    onChange(settled);
  };
  return (
    <p className="app-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={option.min}
        max={option.max}
        step={1}
        value={typed}
        aria-describedby={helpID}
        onChange={(event) => {
          setTyped(event.target.value);
          // Submitting with Enter leaves no blur: the form settles the range itself then.
          const number = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(number)) onChange(number);
        }}
        onBlur={settle}
      />
      {helpText}
    </p>
  );
}
