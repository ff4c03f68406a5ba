// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Slideshow, type Slide } from './slideshow';

const slides: Slide[] = ['Design', 'Route', 'Launch'].map((title) => ({ img: `/${title}.svg`, title, message: `${title} it` }));

/** The visible slide's title (the others are aria-hidden). */
const currentTitle = () => screen.getByRole('group').querySelector('h3')?.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Slideshow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 8000 ms', () => {
    render(<Slideshow slides={slides} />);
    expect(currentTitle()).toBe('Design');
    advance(7999);
    expect(currentTitle()).toBe('Design');
    advance(1);
    expect(currentTitle()).toBe('Route');
  });

  it('wraps from the last slide to the first', () => {
    render(<Slideshow slides={slides} />);
    advance(8000);
    advance(8000);
    expect(currentTitle()).toBe('Launch');
    advance(8000);
    expect(currentTitle()).toBe('Design');
  });

  it('pauses while hovered', () => {
    render(<Slideshow slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Slideshow' });
    fireEvent.mouseEnter(carousel);
    advance(20000);
    expect(currentTitle()).toBe('Design');
    fireEvent.mouseLeave(carousel);
    advance(8000);
    expect(currentTitle()).toBe('Route');
  });

  it('pauses while focus is inside', () => {
    render(<Slideshow slides={slides} />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(currentTitle()).toBe('Design');
    advance(20000);
    expect(currentTitle()).toBe('Design');
  });

  it('steps back from the first slide to the last, and jumps with dots', () => {
    render(<Slideshow slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle()).toBe('Launch');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Route' }));
    expect(currentTitle()).toBe('Route');
    expect(screen.getByRole('button', { name: 'Slide 2: Route' })).toHaveAttribute('aria-current', 'true');
  });

  it('stops rotating with the pause button', () => {
    render(<Slideshow slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(20000);
    expect(currentTitle()).toBe('Design');
  });

  it('honours a custom interval', () => {
    render(<Slideshow slides={slides} intervalMs={1000} />);
    advance(1000);
    expect(currentTitle()).toBe('Route');
  });
});
