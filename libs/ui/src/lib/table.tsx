import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The table: the other seats around the centre (piles, what is in play). Seats are placed on
 * an ellipse on wide screens and in a row above the centre on narrow ones, for 1 to 9 others.
 */
export function Table({ seats, center, label }: { seats: ReactNode[]; center: ReactNode; label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <div className="pl-table" role="region" aria-label={label ?? t('table.label')} data-seats={seats.length}>
      <ul className="pl-table__seats">
        {seats.map((seat, i) => {
          // Left to right in play order along the top half of an ellipse, evenly spaced across
          // the width (spacing by angle would crowd the seats at both ends).
          const x = seats.length === 1 ? 50 : 9 + (82 * i) / (seats.length - 1);
          const y = 52 - 40 * Math.sqrt(Math.max(0, 1 - ((x - 50) / 47) ** 2));
          const style = { '--x': `${x}%`, '--y': `${y}%` } as CSSProperties;
          return (
            <li key={i} className="pl-table__seat" style={style}>
              {seat}
            </li>
          );
        })}
      </ul>
      <div className="pl-table__center">{center}</div>
    </div>
  );
}
