import { act, render, screen } from '@testing-library/react';
import { CursorFollower } from '../components/CursorFollower';

describe('cursor follower', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  });

  it('stays hidden until the pointer first moves, then follows it', () => {
    render(<CursorFollower />);
    const dot = screen.getByTestId('cursor-follower');
    expect(dot.style.visibility).toBe('');
    expect(getComputedStyle(dot).visibility).toBe('hidden');
    act(() => void window.dispatchEvent(new MouseEvent('pointermove', { clientX: 120, clientY: 80 })));
    expect(dot.style.visibility).toBe('visible');
    expect(dot.style.transform).toBe('translate(120px, 80px)');
  });
});
