import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path (uqr encodes, React draws: no markup from a string), with a quiet zone. `label`
 * is its accessible name.
 */
export const QrCode = ({ value, label, className }: { value: string; label: string; className?: string }) => {
  const { data, size } = encode(value, { border: 2, ecc: 'M' });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
};
