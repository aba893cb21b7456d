import { useHelpTrigger, type CardHelpContent } from '@parlor/ui';

/** One entry of the card reference (cards, characters, events, equipment): its name opens its full help (text and rulings). */
export function ReferenceEntry({ help }: { help: CardHelpContent }) {
  const trigger = useHelpTrigger(help);
  return (
    <div>
      <dt>
        <button type="button" className="bang-ref-name" aria-haspopup="dialog" {...trigger}>
          {help.title}
        </button>
      </dt>
      <dd>{help.text}</dd>
    </div>
  );
}
