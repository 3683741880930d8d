import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useSiteTranslation } from '../i18n/siteI18n';
import { useCopyList, type Testimonial } from './useCopyList';
import styles from './TestimonialCarousel.module.css';

/** SPEC §1: the carousel moves every 20 ms. */
const TICK_MS = 20;
const STEP_PX = 0.5;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Moves continuously and pauses on hover (SPEC §1), while focused, and with its pause button (WCAG 2.2.2).
 * With reduced motion it does not move: the quotes can be scrolled sideways instead.
 */
export function TestimonialCarousel() {
  const { t } = useSiteTranslation();
  const testimonials = useCopyList<Testimonial>('landing.testimonials');
  const trackRef = useRef<HTMLUListElement>(null);
  const offset = useRef(0);
  const [isHovered, setHovered] = useState(false);
  const [isPausedByUser, setPausedByUser] = useState(false);
  // Read after the first render, so the prerendered page and its hydration agree.
  const [isReducedMotion, setReducedMotion] = useState(false);
  useEffect(() => setReducedMotion(prefersReducedMotion()), []);
  const isMoving = !isReducedMotion && !isHovered && !isPausedByUser;

  useEffect(() => {
    if (!isMoving) return;
    const timer = setInterval(() => {
      const track = trackRef.current;
      if (!track) return;
      // The list is rendered twice; after one copy has passed, start over without a visible jump.
      const half = track.scrollWidth / 2;
      offset.current = half > 0 ? (offset.current + STEP_PX) % half : 0;
      track.style.transform = `translateX(${-offset.current}px)`;
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [isMoving]);

  const renderItems = (isCopy: boolean) =>
    testimonials.map((item, index) => (
      <li
        key={`${isCopy ? 'copy' : 'item'}-${index}`}
        className={styles.item}
        aria-hidden={isCopy || undefined}
      >
        <blockquote className={styles.quote}>
          <p>“{item.quote}”</p>
        </blockquote>
        <p className={styles.author}>
          <strong>{item.name}</strong> · {item.role}
        </p>
      </li>
    ));

  return (
    <div
      className={clsx(styles.viewport, isReducedMotion && styles.scrollable)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-moving={isMoving}
    >
      {isReducedMotion ? null : (
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPausedByUser((paused) => !paused)}
          aria-pressed={isPausedByUser}
        >
          {t('landing.carouselPause')}
        </button>
      )}
      <ul ref={trackRef} className={styles.track} aria-label={t('landing.testimonialsLabel')}>
        {renderItems(false)}
        {isReducedMotion ? null : renderItems(true)}
      </ul>
    </div>
  );
}
