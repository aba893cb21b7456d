import './ui.css';
import type { IconData } from '@parlor/game-kit';

/**
 * A picture from an icon set (an icon module written by `npm run icons`), drawn in the current
 * text colour at the size CSS gives it. Decorative unless it has a `label`.
 */
export function Art({ icon, label, className }: { icon: IconData; label?: string; className?: string }) {
  return (
    <svg
      className={className ? `pl-art ${className}` : 'pl-art'}
      viewBox={`0 0 ${icon.width ?? 512} ${icon.height ?? 512}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      // The markup is the icon module's own (generated from the icon set), never a player's text.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
