// Each seat's own cat, drawn here (a few shapes, no picture file): fur and eyes from a table
// by seat number, so every seat round the table is told apart at a glance, even when small.
const FURS = ['#f0a640', '#7b8794', '#d8643c', '#8d6e63', '#f4d47c', '#4b4b55', '#e79bbb', '#86b25f', '#c9ced6', '#a57bd9'];
const EYES = ['#2f9e44', '#1c7ed6', '#f59f00', '#2f9e44', '#1c7ed6', '#f59f00', '#1c7ed6', '#f59f00', '#2f9e44', '#f59f00'];

/** A cat's head in the seat's colours: the seat's portrait. */
export function SeatCat({ seat }: { seat: string }) {
  const n = Number(seat) % FURS.length;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="ek-cat">
      <path fill={FURS[n]} stroke="#3a2f25" strokeWidth="1.2" strokeLinejoin="round" d="M5 30c-2-6-1-12 2-16L6 3l8 6h4l8-6-1 11c3 4 4 10 2 16z" />
      <ellipse cx="11.5" cy="18.5" rx="2.2" ry="2.6" fill={EYES[n]} />
      <ellipse cx="20.5" cy="18.5" rx="2.2" ry="2.6" fill={EYES[n]} />
      <path d="M11.5 16.5v4M20.5 16.5v4" stroke="#1f1a14" strokeWidth="1.2" />
      <path fill="#e57c8a" d="M14.5 23h3L16 25z" />
    </svg>
  );
}
