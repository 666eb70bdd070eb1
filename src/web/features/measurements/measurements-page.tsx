import { CircleCalculator } from './circle-calculator';
import { CollapsibleSection } from './collapsible-section';
import { ElectronicsCalculator } from './electronics-calculator';
import { LedCalculator } from './led-calculator';
import { RectangleCalculator } from './rectangle-calculator';
import { TriangleCalculator } from './triangle-calculator';
import './measurements.css';

/** /measurements: maker calculators, each in its own collapsible panel. */
export default function MeasurementsPage() {
  return (
    <div className="measurements">
      <h1 className="measurements__title">Measurements</h1>
      <p className="measurements__intro">
        Open a calculator to use it. Results update as you type; anything that is not a number counts as 0.
      </p>
      <CollapsibleSection title="Circle">
        <CircleCalculator />
      </CollapsibleSection>
      <CollapsibleSection title="Triangle">
        <TriangleCalculator />
      </CollapsibleSection>
      <CollapsibleSection title="Rectangle">
        <RectangleCalculator />
      </CollapsibleSection>
      <CollapsibleSection title="Electronics">
        <ElectronicsCalculator />
      </CollapsibleSection>
      <CollapsibleSection title="LED Series Resistor">
        <LedCalculator />
      </CollapsibleSection>
    </div>
  );
}
