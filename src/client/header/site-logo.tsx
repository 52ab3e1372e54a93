import { APP_NAME } from '../../shared/config/app-config';

/** The square mark: the icon logo of narrow screens, and the start of the wide one. */
function Mark() {
  return (
    <>
      <rect width="32" height="32" rx="8" className="site-logo__square" />
      <path d="M9 22 L16 8 L23 22 M12 17 H20" className="site-logo__glyph" />
    </>
  );
}

const [firstWord, ...otherWords] = APP_NAME.split(' ');

/**
 * The logo, drawn in the page itself, not as an image: an SVG image is a document of its own, which
 * the browser builds in a task of its own after the first paint (16 ms at full speed in Lighthouse's
 * run, one per file, four times that on its phone); drawn here, it takes its colours from the theme,
 * so one drawing serves both. Decorative: the link around it carries the name.
 */
export function SiteLogo({ wide }: { wide: boolean }) {
  return wide ? (
    <svg viewBox="0 0 212 32" width="212" height="32" aria-hidden="true">
      <Mark />
      <text x="42" y="22" textLength="168" lengthAdjust="spacingAndGlyphs" className="site-logo__name">
        {firstWord} <tspan className="site-logo__accent">{otherWords.join(' ')}</tspan>
      </text>
    </svg>
  ) : (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <Mark />
    </svg>
  );
}
