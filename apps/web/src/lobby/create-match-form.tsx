import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { GameManifest, SetupOption, SetupValues } from '@parlor/game-kit';
import { languageOf } from '../lib/i18n';
import { lobbyErrorMessage, takeSeat } from '../lib/lobby-api';
import { useLobby } from '../lib/lobby-context';

/** Every option at its default: what a match is created with when the player changes nothing. */
export function defaultSetup(manifest: GameManifest): SetupValues {
  return Object.fromEntries(manifest.setupOptions.map((option) => [option.key, option.default]));
}

/** Creates a match of a game, takes its first seat and opens the match room. */
export function CreateMatchForm({ manifest, playerName }: { manifest: GameManifest; playerName: string }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const lobby = useLobby();
  const [, navigate] = useLocation();
  const ids = useId();
  const [numPlayers, setNumPlayers] = useState(manifest.minPlayers);
  const [setup, setSetup] = useState<SetupValues>(() => defaultSetup(manifest));
  const [unlisted, setUnlisted] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const counts = Array.from({ length: manifest.maxPlayers - manifest.minPlayers + 1 }, (_, index) => manifest.minPlayers + index);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!playerName) {
      setError(t('lobby.nameFirst'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { matchID } = await lobby.createMatch(manifest.id, { numPlayers, setupData: setup, unlisted });
      await takeSeat(lobby, manifest.id, matchID, playerName, '0');
      navigate(`/match/${manifest.id}/${matchID}`);
    } catch (failure) {
      setError(t('lobby.createFailed', { reason: lobbyErrorMessage(failure) }));
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
      {error && (
        <p className="app-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="pl-button pl-button--primary" disabled={busy}>
        {t('lobby.create')}
      </button>
    </form>
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
      return (
        <p className="app-field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="number"
            min={option.min}
            max={option.max}
            step={1}
            value={Number(value)}
            aria-describedby={helpID}
            onChange={(event) => onChange(Math.min(option.max, Math.max(option.min, Math.round(Number(event.target.value) || option.min))))}
          />
          {helpText}
        </p>
      );
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
