import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CONFETTI_FADE_MS, CONFETTI_END_MS, type ConfettiPhase } from './ladder';

const Canvas = styled.canvas<{ $fading: boolean }>`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  z-index: 10;
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${CONFETTI_END_MS - CONFETTI_FADE_MS}ms linear;
`;

const colours = ['#ffc53d', '#ffe08a', '#8b7bff', '#4ee0a4', '#ffffff'];

/** Bursts of confetti while `phase` is on; the canvas fades out, then unmounts at 6 s. The library loads only now. */
export function Confetti({ phase }: { phase: ConfettiPhase }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (phase !== 'on' || !canvas.current) return;
    let stopped = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    import('canvas-confetti').then(({ default: confetti }) => {
      if (stopped || !canvas.current) return;
      const fire = confetti.create(canvas.current, { resize: true, useWorker: false, disableForReducedMotion: true });
      const burst = () => {
        void fire({ particleCount: 60, spread: 75, startVelocity: 45, origin: { x: Math.random() * 0.6 + 0.2, y: 0.6 }, colors: colours });
      };
      burst();
      interval = setInterval(burst, 600);
    });
    return () => {
      stopped = true;
      clearInterval(interval);
    };
  }, [phase]);

  return phase === 'off' ? null : (
    <Canvas ref={canvas} $fading={phase === 'fading'} aria-hidden="true" data-testid="confetti" data-phase={phase} />
  );
}
