import { useEffect, useState, type CSSProperties, type FocusEvent } from 'react';
import { Button } from '../feedback/button';
import { nextSlideIndex, previousSlideIndex } from './slide-index';
import './slideshow.css';

/** Timers of spec §9. */
export const SLIDE_INTERVAL_MS = 8000;
export const SLIDE_ANIMATION_MS = 500;

/** One slide (spec §3). */
export interface Slide {
  readonly img: string;
  readonly imgClass?: string;
  readonly imgWidth?: number | string;
  readonly imgHeight?: number | string;
  readonly title: string;
  readonly message: string;
}

export interface SlideshowProps {
  slides: readonly Slide[];
  /** Accessible name of the carousel. */
  label?: string;
  intervalMs?: number;
  animationMs?: number;
  autoPlay?: boolean;
}

/**
 * A carousel (WAI-ARIA carousel pattern): advances every 8 s and wraps around, pauses while
 * hovered or focused, and has previous/next buttons, one dot per slide and a pause button.
 */
export function Slideshow({ slides, label = 'Slideshow', intervalMs = SLIDE_INTERVAL_MS, animationMs = SLIDE_ANIMATION_MS, autoPlay = true }: SlideshowProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState(autoPlay);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((value) => nextSlideIndex(value, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--slide-animation': `${animationMs}ms` } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="slideshow__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const active = position === current;
          return (
            <div
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              className="slideshow__slide"
              data-active={active || undefined}
              aria-hidden={!active || undefined}
              inert={!active}
            >
              <img className={['slideshow__image', slide.imgClass].filter(Boolean).join(' ')} src={slide.img} alt="" width={slide.imgWidth} height={slide.imgHeight} />
              <h3 className="slideshow__title">{slide.title}</h3>
              <p className="slideshow__message">{slide.message}</p>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="slideshow__controls">
          <Button variant="ghost" size="sm" onClick={() => setPlaying(!playing)}>
            {playing ? 'Pause slideshow' : 'Play slideshow'}
          </Button>
          <Button variant="ghost" size="sm" aria-label="Previous slide" onClick={() => setIndex(previousSlideIndex(current, count))}>
            <span aria-hidden="true">‹</span>
          </Button>
          <div className="slideshow__dots">
            {slides.map((slide, position) => (
              <button
                key={position}
                type="button"
                className="slideshow__dot"
                aria-label={`Slide ${position + 1}: ${slide.title}`}
                aria-current={position === current || undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
          <Button variant="ghost" size="sm" aria-label="Next slide" onClick={() => setIndex(nextSlideIndex(current, count))}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
    </section>
  );
}
