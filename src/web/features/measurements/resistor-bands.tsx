import type { ColourBand } from '../../../shared/calc/resistor';

const ROLE_LABELS: Record<ColourBand['role'], string> = {
  'first-digit': '1st digit',
  'second-digit': '2nd digit',
  multiplier: 'multiplier',
  tolerance: 'tolerance ±5%',
};

/** The four colour bands as swatches, each named in text so colour is never the only cue. */
export function ResistorBands({ bands, label }: { bands: readonly ColourBand[]; label: string }) {
  return (
    <ol className="resistor-bands" aria-label={label}>
      {bands.map((band) => (
        <li key={band.role} className="resistor-bands__band">
          <span className="resistor-bands__swatch" style={{ backgroundColor: band.hex }} aria-hidden="true" />
          <span className="resistor-bands__name">{band.name}</span>
          <span className="resistor-bands__role">{ROLE_LABELS[band.role]}</span>
        </li>
      ))}
    </ol>
  );
}
