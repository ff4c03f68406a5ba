import './loading-indicator.css';

/** Cubes in the spinner (spec §9): a row of 3, or a 3 × 3 grid when large. */
export const LOADING_CUBES = { normal: 3, large: 9 } as const;

export interface LoadingIndicatorProps {
  large?: boolean;
  /** Accessible name; default "Loading". */
  label?: string;
  className?: string;
}

export function LoadingIndicator({ large = false, label = 'Loading', className }: LoadingIndicatorProps) {
  const count = large ? LOADING_CUBES.large : LOADING_CUBES.normal;
  return (
    <div
      role="status"
      aria-label={label}
      className={['loading-indicator', className].filter(Boolean).join(' ')}
      data-size={large ? 'large' : 'normal'}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className="loading-indicator__cube"
          aria-hidden="true"
          style={{ animationDelay: `${(index % 3) * 120 + Math.floor(index / 3) * 120}ms` }}
        />
      ))}
    </div>
  );
}
