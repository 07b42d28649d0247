import type { WeatherIcon as WeatherIconName } from '@hotel/contracts/content';

const SUN = '#f5a524';
const CLOUD = '#9aa7b4';
const CLOUD_DARK = '#6b7785';
const RAIN = '#3b82f6';
const MOON = '#c7b8ff';

const sun = (cx: number, cy: number, r: number) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={SUN} />
    <g stroke={SUN} strokeWidth="2.5" strokeLinecap="round">
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
        const rad = (angle * Math.PI) / 180;
        return (
          <line
            key={angle}
            x1={cx + Math.cos(rad) * (r + 4)}
            y1={cy + Math.sin(rad) * (r + 4)}
            x2={cx + Math.cos(rad) * (r + 8)}
            y2={cy + Math.sin(rad) * (r + 8)}
          />
        );
      })}
    </g>
  </g>
);
const moon = <path d="M30 10a13 13 0 1 0 10 21A15 15 0 0 1 30 10z" fill={MOON} />;
const cloud = (fill: string) => (
  <path d="M14 40a9 9 0 0 1 1-18 12 12 0 0 1 23 2 8 8 0 0 1 0 16z" fill={fill} />
);
const drops = (count: number, color = RAIN) => (
  <g stroke={color} strokeWidth="2.5" strokeLinecap="round">
    {Array.from({ length: count }, (_, index) => (
      <line key={index} x1={17 + index * 8} y1="44" x2={15 + index * 8} y2="50" />
    ))}
  </g>
);
const flakes = (
  <g fill="#7dd3fc">
    <circle cx="18" cy="47" r="2.2" />
    <circle cx="26" cy="50" r="2.2" />
    <circle cx="34" cy="47" r="2.2" />
  </g>
);

const DRAWINGS: Record<WeatherIconName, React.ReactNode> = {
  'clear-day': sun(26, 26, 10),
  'clear-night': moon,
  'partly-cloudy-day': (
    <>
      {sun(20, 18, 8)}
      {cloud(CLOUD)}
    </>
  ),
  'partly-cloudy-night': (
    <g>
      <g transform="translate(-8 -6) scale(.8)">{moon}</g>
      {cloud(CLOUD)}
    </g>
  ),
  cloudy: (
    <>
      <g transform="translate(6 -6)">{cloud('#c3ccd5')}</g>
      {cloud(CLOUD)}
    </>
  ),
  fog: (
    <g stroke={CLOUD} strokeWidth="3" strokeLinecap="round">
      <line x1="10" y1="20" x2="42" y2="20" />
      <line x1="6" y1="28" x2="38" y2="28" />
      <line x1="12" y1="36" x2="46" y2="36" />
    </g>
  ),
  drizzle: (
    <>
      {cloud(CLOUD)}
      {drops(2)}
    </>
  ),
  rain: (
    <>
      {cloud(CLOUD_DARK)}
      {drops(3)}
    </>
  ),
  sleet: (
    <>
      {cloud(CLOUD_DARK)}
      {drops(2)}
      <circle cx="34" cy="48" r="2.2" fill="#7dd3fc" />
    </>
  ),
  snow: (
    <>
      {cloud(CLOUD)}
      {flakes}
    </>
  ),
  thunderstorm: (
    <>
      {cloud(CLOUD_DARK)}
      <path d="M27 38l-6 9h5l-3 8 9-11h-5l3-6z" fill={SUN} />
    </>
  ),
};

/** The server's icon name drawn in colour; decorative, the condition is always written beside it. */
export function WeatherIcon({ icon, className = '' }: { icon: WeatherIconName; className?: string }) {
  return (
    <svg viewBox="0 0 52 56" aria-hidden="true" focusable="false" className={className} data-icon={icon}>
      {DRAWINGS[icon] ?? DRAWINGS.cloudy}
    </svg>
  );
}
