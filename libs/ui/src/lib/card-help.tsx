import './ui.css';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { IconData } from '@parlor/game-kit';
import { Art } from './art';

/** Everything card help shows of a card, character, role, event or piece: in the reader's language. */
export interface CardHelpContent {
  /** Its name. */
  title: string;
  /** What kind of thing it is: "Blue card", "Character", "Role", "Event". */
  kind?: string;
  /** Its picture. */
  art?: IconData;
  /** A picture of its own instead (a character's portrait). */
  picture?: ReactNode;
  /** Its colour family, as the game's cards use it (`data-tone`). */
  tone?: string;
  /** What its corner shows: rank and suit ("8♠"). */
  corner?: string;
  /** Short facts: "Range 2", "4 life", "Played by: the Sheriff". */
  facts?: readonly string[];
  /** Its full text, as the rules give it. */
  text: string;
  /** How the rules settle its edge cases. */
  rulings?: readonly string[];
}

interface HelpHost {
  show: (content: CardHelpContent) => void;
}

const HostContext = createContext<HelpHost | undefined>(undefined);

/** How long a finger must rest on a card for its help to open (a tap acts at once). */
export const LONG_PRESS_MS = 450;
// A finger that moves this far is scrolling the hand, not pressing a card.
const PRESS_SLOP_PX = 10;

/**
 * Hosts card help: one dialog for everything inside it. Boards get one through BoardLayout;
 * nesting is harmless (the nearest host shows the help).
 */
export function CardHelpProvider({ children }: { children?: ReactNode }) {
  const [content, setContent] = useState<CardHelpContent | undefined>();
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback((next: CardHelpContent) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setContent(next);
  }, []);
  const host = useMemo(() => ({ show }), [show]);
  const close = () => {
    setContent(undefined);
    const back = opener.current;
    if (back?.isConnected) back.focus();
  };
  return (
    <HostContext.Provider value={host}>
      {children}
      {content && <CardHelpDialog content={content} onClose={close} />}
    </HostContext.Provider>
  );
}

/** Opens card help from anywhere inside a {@link CardHelpProvider}; without one, nothing happens. */
export function useCardHelp(): (content: CardHelpContent) => void {
  const host = useContext(HostContext);
  return host?.show ?? noHelp;
}
const noHelp = () => undefined;

/** The handlers that open help on an element, spread onto it (see {@link useHelpTrigger}). */
export interface HelpTriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: () => void;
  onPointerCancel?: () => void;
  onPointerLeave?: () => void;
  onContextMenu?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-keyshortcuts'?: string;
}

/**
 * Help on every device for one element: with no `activate`, a click, a tap or Enter opens the
 * help; with one (a card that can be played), a click or tap activates it and the help opens
 * on a long press (touch), a right click (mouse), or the `?` or `i` key (keyboard). Without
 * `help` the element only activates.
 */
export function useHelpTrigger(help: CardHelpContent | undefined, activate?: () => void): HelpTriggerProps {
  const show = useCardHelp();
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | undefined>(undefined);
  const opened = useRef(false);
  useEffect(() => () => clearTimeout(press.current?.timer), []);
  if (!help) return activate ? { onClick: () => activate() } : {};
  const cancel = () => {
    clearTimeout(press.current?.timer);
    press.current = undefined;
  };
  return {
    onClick: (event) => {
      // The click that ends a long press must not also play the card.
      if (opened.current) {
        opened.current = false;
        event.preventDefault();
        return;
      }
      if (activate) activate();
      else show(help);
    },
    onPointerDown: (event) => {
      opened.current = false;
      if (event.pointerType === 'mouse') return;
      cancel();
      press.current = {
        x: event.clientX,
        y: event.clientY,
        timer: setTimeout(() => {
          press.current = undefined;
          opened.current = true;
          show(help);
        }, LONG_PRESS_MS),
      };
    },
    onPointerMove: (event) => {
      const start = press.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > PRESS_SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (event) => {
      event.preventDefault();
      cancel();
      if (!opened.current) show(help);
    },
    onKeyDown: (event) => {
      if (event.key === '?' || event.key === 'i' || event.key === 'I') {
        event.preventDefault();
        show(help);
      }
    },
    'aria-keyshortcuts': '?',
  };
}

/** The card large, with its full text and rulings; closes on Escape, its button or the backdrop. */
function CardHelpDialog({ content, onClose }: { content: CardHelpContent; onClose: () => void }) {
  const { t } = useTranslation('ui');
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);
  // Closed by a click on the backdrop only if the press began there too: the finger lifted
  // from the long press that opened the help must not close it at once.
  const pressedBackdrop = useRef(false);
  const dialog = useRef<HTMLDivElement>(null);
  // Once closing, focus goes back to the card that opened the help: the trap below lets it.
  const released = useRef(false);
  const finish = () => {
    released.current = true;
    onClose();
  };
  const closing = useRef(finish);
  closing.current = finish;
  useEffect(() => {
    close.current?.focus();
  }, [content]);
  // A modal holds the keyboard while it is open, wherever something else put the focus: Escape
  // closes it from anywhere (a response prompt that opened meanwhile took the focus, and Escape
  // went to the prompt, leaving the help open), and focus that lands outside comes back to its
  // button, unless it went into a response prompt, which must stay answerable.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      closing.current();
    };
    const onFocus = (event: FocusEvent) => {
      if (released.current || !dialog.current || !(event.target instanceof Element) || dialog.current.contains(event.target)) return;
      // A response prompt stays answerable whatever else is open, as with the choice dialog.
      if (event.target.closest('[role="alertdialog"]')) return;
      close.current?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  return (
    <div
      className="pl-help__backdrop"
      onPointerDown={(event) => void (pressedBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBackdrop.current) finish();
        pressedBackdrop.current = false;
      }}
    >
      <div
        className="pl-help"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        data-parlor-card-help=""
        ref={dialog}
        onKeyDown={(event) => {
          // One button to reach: Tab stays on it.
          if (event.key === 'Tab') {
            event.preventDefault();
            close.current?.focus();
          }
        }}
      >
        <div className="pl-help__card" data-tone={content.tone}>
          {content.corner && <span className="pl-help__corner">{content.corner}</span>}
          {content.picture ?? (content.art ? <Art icon={content.art} className="pl-help__art" /> : null)}
        </div>
        <div className="pl-help__body">
          {content.kind && <p className="pl-help__kind">{content.kind}</p>}
          <h2 id={`${id}-title`} className="pl-help__title">
            {content.title}
          </h2>
          {content.facts && content.facts.length > 0 && (
            <ul className="pl-help__facts">
              {content.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          )}
          <p id={`${id}-text`} className="pl-help__text">
            {content.text}
          </p>
          {content.rulings && content.rulings.length > 0 && (
            <section className="pl-help__rulings" aria-label={t('help.rulings')}>
              <h3>{t('help.rulings')}</h3>
              <ul>
                {content.rulings.map((ruling) => (
                  <li key={ruling}>{ruling}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <button ref={close} type="button" className="pl-help__close" onClick={finish} aria-label={t('help.close')}>
          <X aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
