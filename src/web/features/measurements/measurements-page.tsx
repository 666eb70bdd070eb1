import { Page } from '../../ui/page';
import { CALC_ICONS } from './calc-icons';
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
    <Page
      title="Measurements"
      lead="Open a calculator to use it. Results update as you type; anything that is not a number counts as 0."
      className="measurements"
    >
      <div className="calc-sections">
        <CollapsibleSection title="Circle" icon={CALC_ICONS.circle}>
          <CircleCalculator />
        </CollapsibleSection>
        <CollapsibleSection title="Triangle" icon={CALC_ICONS.triangle}>
          <TriangleCalculator />
        </CollapsibleSection>
        <CollapsibleSection title="Rectangle" icon={CALC_ICONS.rectangle}>
          <RectangleCalculator />
        </CollapsibleSection>
        <CollapsibleSection title="Electronics" icon={CALC_ICONS.electronics}>
          <ElectronicsCalculator />
        </CollapsibleSection>
        <CollapsibleSection title="LED Series Resistor" icon={CALC_ICONS.led}>
          <LedCalculator />
        </CollapsibleSection>
      </div>
    </Page>
  );
}
