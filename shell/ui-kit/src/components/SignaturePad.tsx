import { useEffect, useRef, type PointerEvent } from 'react';
import styles from './SignaturePad.module.css';

export type SignaturePadProps = {
  /** The canvas's accessible name (e.g. "Draw your signature"). */
  label: string;
  clearLabel: string;
  /** The drawing as a PNG data URL after each stroke; null once cleared. */
  onChange(pngDataUrl: string | null): void;
};

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A drawing surface for a handwritten signature (mouse, pen or finger). It scales to its container's width, so it
 * fits a 360 px screen; strokes are drawn in the canvas's own 600×200 coordinates, so the image is the same size
 * on every device. Keyboard users type their signature instead (the form offers both).
 */
export function SignaturePad({ label, clearLabel, onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111827';
  }, []);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = pointAt(event);
    context.beginPath();
    context.moveTo(x, y);
    // A dot for a tap without movement.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };

  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = pointAt(event);
    context?.lineTo(x, y);
    context?.stroke();
  };

  const handlePointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(event.currentTarget.toDataURL('image/png'));
  };

  const handleClear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };

  return (
    <div className={styles.pad}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerLeave={handlePointerUp}
        data-testid="signature-pad"
      />
      <button type="button" className={styles.clear} onClick={handleClear}>
        {clearLabel}
      </button>
    </div>
  );
}
