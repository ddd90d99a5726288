import { useCallback, useEffect, useRef, useState } from 'react';

const STORAGE_KEY = 'playprize.games.sound';

function storedChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    // Storage refused (a private window's quota, a policy): sound stays off, as by default.
    return false;
  }
}

export interface Sound {
  on: boolean;
  setOn(on: boolean): void;
  /** A short blip for a move; nothing while sound is off. */
  blip(): void;
}

/**
 * The games' sound: off by default, the player's choice kept in localStorage. Nothing is created
 * while it is off: the AudioContext starts with the first blip after the player turns sound on
 * (browsers allow audio only after a gesture, and the toggle is one).
 */
export function useSound(): Sound {
  const [on, setOnState] = useState(storedChoice);
  const context = useRef<AudioContext | null>(null);
  // A browser allows only a few AudioContexts per page: each game screen lets its own go.
  useEffect(
    () => () => {
      void context.current?.close();
      context.current = null;
    },
    [],
  );

  const setOn = useCallback((next: boolean) => {
    setOnState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Not remembered, still applied for this visit.
    }
  }, []);

  const blip = useCallback(() => {
    if (!on || typeof AudioContext === 'undefined') return;
    context.current ??= new AudioContext();
    const audio = context.current;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 660;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.08);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.08);
  }, [on]);

  return { on, setOn, blip };
}
