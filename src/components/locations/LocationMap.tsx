/**
 * A map drawn on the page for a location without a photo: streets laid out from its coordinates
 * and a pin, so no map tile is fetched from a third party. Decorative: the address sits beside it.
 */
export default function LocationMap({ lat, long, city }: { lat: number; long: number; city: string }) {
  // Street positions vary with the coordinates so neighbouring cards differ.
  const seed = Math.abs(Math.round(lat * 1000) * 31 + Math.round(long * 1000));
  const at = (n: number, span: number) => ((seed >> n) % span) + 20;
  const streets = [at(1, 60), at(2, 60) + 90, at(3, 50) + 40];
  const avenues = [at(4, 80), at(5, 80) + 120, at(6, 60) + 230];
  return (
    <svg className="location-map" viewBox="0 0 320 180" width="320" height="180" aria-hidden="true" focusable="false">
      <rect width="320" height="180" fill="#e8eef3" />
      <path d={`M0 ${at(7, 40) + 120} C 90 ${at(8, 40) + 90}, 200 ${at(9, 60) + 130}, 320 ${at(10, 40) + 100}`} stroke="#b9d4ea" strokeWidth="10" fill="none" />
      {streets.map((y) => (
        <line key={`s${y}`} x1="0" y1={y} x2="320" y2={y} stroke="#fff" strokeWidth="6" />
      ))}
      {avenues.map((x) => (
        <line key={`a${x}`} x1={x} y1="0" x2={x} y2="180" stroke="#fff" strokeWidth="6" />
      ))}
      <path d="M160 96c-14-18-22-30-22-42a22 22 0 0 1 44 0c0 12-8 24-22 42z" fill="#b91c1c" />
      <circle cx="160" cy="54" r="8" fill="#fff" />
      <text x="160" y="124" textAnchor="middle" fontSize="14" fontWeight="700" fill="#1f2937">
        {city}
      </text>
    </svg>
  );
}
