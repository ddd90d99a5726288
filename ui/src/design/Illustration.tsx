/** The brand illustration of the side panels: a trophy among coins. Decorative only. */
export function TrophyIllustration({ size = 220 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="pp-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#f0a500" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="120" r="110" fill="#8b7bff" opacity="0.14" />
      <path d="M78 48h84v34c0 30-19 52-42 52s-42-22-42-52z" fill="url(#pp-gold)" />
      <path d="M78 58H54c0 26 14 40 30 42M162 58h24c0 26-14 40-30 42" fill="none" stroke="#f0a500" strokeWidth="8" strokeLinecap="round" />
      <rect x="108" y="132" width="24" height="30" fill="#f0a500" />
      <rect x="84" y="160" width="72" height="18" rx="6" fill="url(#pp-gold)" />
      <path d="M120 66l7 14 15 2-11 10 3 15-14-7-14 7 3-15-11-10 15-2z" fill="#fff6d6" />
      {[
        [48, 196],
        [84, 206],
        [156, 206],
        [192, 196],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <ellipse cx={x} cy={y} rx="20" ry="9" fill="#c98400" />
          <ellipse cx={x} cy={(y ?? 0) - 5} rx="20" ry="9" fill="url(#pp-gold)" />
        </g>
      ))}
    </svg>
  );
}
