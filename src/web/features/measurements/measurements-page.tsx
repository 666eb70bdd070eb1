import { Page } from '../../ui/page';
import { CALC_ICONS } from './calc-icons';
import { CalculatorTutorials } from './calculator-tutorials';
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
        <CollapsibleSection
          id="circle"
          title="Circle"
          icon={CALC_ICONS.circle}
          footer={(opened) => <CalculatorTutorials calculator="circle" active={opened} />}
        >
          <CircleCalculator />
        </CollapsibleSection>
        <CollapsibleSection
          id="triangle"
          title="Triangle"
          icon={CALC_ICONS.triangle}
          footer={(opened) => <CalculatorTutorials calculator="triangle" active={opened} />}
        >
          <TriangleCalculator />
        </CollapsibleSection>
        <CollapsibleSection
          id="rectangle"
          title="Rectangle"
          icon={CALC_ICONS.rectangle}
          footer={(opened) => <CalculatorTutorials calculator="rectangle" active={opened} />}
        >
          <RectangleCalculator />
        </CollapsibleSection>
        <CollapsibleSection
          id="electronics"
          title="Electronics"
          icon={CALC_ICONS.electronics}
          footer={(opened) => <CalculatorTutorials calculator="electronics" active={opened} />}
        >
          <ElectronicsCalculator />
        </CollapsibleSection>
        <CollapsibleSection
          id="led"
          title="LED Series Resistor"
          icon={CALC_ICONS.led}
          footer={(opened) => <CalculatorTutorials calculator="led" active={opened} />}
        >
          <LedCalculator />
        </CollapsibleSection>
      </div>
    </Page>
  );
}
