/*
 * The icons the first load draws (the query box's), drawn as lucide-react draws them, with its
 * shapes (lucide, ISC licence): lucide-react's own components bring its icon factory, which
 * outweighs these two. The parts of the page whose code loads later use lucide-react.
 */

interface IconProps {
  size: number;
  'aria-hidden': 'true';
}

function icon(name: string, shapes: readonly string[]) {
  return function Icon({ size, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}`}
        {...rest}
      >
        {shapes.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const ArrowUp = icon('arrow-up', ['m5 12 7-7 7 7', 'M12 19V5']);
export const X = icon('x', ['M18 6 6 18', 'm6 6 12 12']);
