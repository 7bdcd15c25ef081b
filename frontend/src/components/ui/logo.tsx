/**
 * LogoMark is the Ridepost mark: a route from a start dot to a destination dot. It is decorative beside the
 * brand's name, or an image named `label` where it stands for the brand.
 */
export function LogoMark({ size = 32, label }: { size?: number; label?: string }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" focusable="false" {...named}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path
        d="M11 9.5v6.5a4 4 0 0 0 4 4h2a4 4 0 0 1 4 4v.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="11" cy="8.5" r="3" fill="#fff" />
      <circle cx="21" cy="24" r="3" fill="#c7d2fe" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}
