// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MeasurementsPage from './measurements-page';

afterEach(cleanup);

/** Opens a calculator by its toggle button and returns its panel. */
function open(title: string): HTMLElement {
  const button = screen.getByRole('button', { name: title });
  fireEvent.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${title}`);
  return panel;
}

function type(panel: HTMLElement, label: string, value: string) {
  fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
}

const status = (panel: HTMLElement) => within(panel).getByRole('status').textContent;

/** Panel text with no-break spaces (used between value and unit) made plain. */
const text = (panel: HTMLElement) => (panel.textContent ?? '').replaceAll('\u00a0', ' ');

describe('MeasurementsPage', () => {
  it('shows the heading and one closed toggle per calculator', () => {
    render(<MeasurementsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Measurements');
    const titles = ['Circle', 'Triangle', 'Rectangle', 'Electronics', 'LED Series Resistor'];
    for (const title of titles) {
      const button = screen.getByRole('button', { name: title });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.getAttribute('type')).toBe('button');
    }
  });

  it('opens and closes a panel with its button', () => {
    render(<MeasurementsPage />);
    const button = screen.getByRole('button', { name: 'Circle' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('LED calculator with defaults gives 160 Ω, brown blue brown gold, E12 180 Ω and 1/4 W', () => {
    render(<MeasurementsPage />);
    const panel = open('LED Series Resistor');
    expect(within(panel).getByLabelText('Supply voltage (V)').getAttribute('inputmode')).toBe('decimal');
    expect(text(panel)).toContain('160.00 Ω');
    const bandNames = (label: string) =>
      within(within(panel).getByRole('list', { name: label }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.resistor-bands__name')?.textContent);
    expect(bandNames('Colour bands of 160\u00a0Ω')).toEqual(['brown', 'blue', 'brown', 'gold']);
    // The part to buy is 180 Ω: its bands are shown too, labelled, beside the computed value's.
    expect(bandNames('Colour bands of 180\u00a0Ω')).toEqual(['brown', 'grey', 'brown', 'gold']);
    expect(text(panel)).toContain('Colour code of the 180 Ω resistor to buy');
    expect(text(panel)).toContain('180 Ω');
    expect(panel.textContent).toContain('1/4 W');
    expect(text(panel)).toContain('1.80 V');
    expect(status(panel)).toBe('');
  });

  it('LED calculator shows each error as Invalid with the message', () => {
    render(<MeasurementsPage />);
    const panel = open('LED Series Resistor');

    type(panel, 'Supply voltage (V)', '0');
    expect(status(panel)).toBe('Error: Voltage values must be greater than 0.');
    expect(panel.textContent).toContain('Invalid');
    expect(within(panel).queryByRole('list', { name: /^Colour bands/ })).toBeNull();

    type(panel, 'Supply voltage (V)', '1.5');
    expect(status(panel)).toBe('Error: Supply voltage (1.5V) is too low for even one LED.');
    expect(panel.textContent).toContain('Invalid');

    type(panel, 'Supply voltage (V)', '3.6');
    type(panel, 'Number of LEDs in series', '2');
    expect(status(panel)).toBe('Error: Insufficient voltage to drive the specified number of LEDs.');
    expect(panel.textContent).toContain('Invalid');
  });

  it('LED calculator clamps the LED count and recomputes live', () => {
    render(<MeasurementsPage />);
    const panel = open('LED Series Resistor');
    type(panel, 'Supply voltage (V)', '12');
    type(panel, 'LED forward voltage (V)', '2');
    type(panel, 'Number of LEDs in series', '3');
    expect(text(panel)).toContain('300.00 Ω');
    expect(status(panel)).toBe('');
    // 13 / 2 = 6.5, so at most 6 LEDs: 13 − 12 = 1 V over 20 mA = 50 Ω.
    type(panel, 'Supply voltage (V)', '13');
    type(panel, 'Number of LEDs in series', '9');
    expect(status(panel)).toBe('Using 6 LEDs: this supply can drive 1 to 6.');
    expect(text(panel)).toContain('50.00 Ω');
  });

  it('circle from radius 1 shows area 3.14', () => {
    render(<MeasurementsPage />);
    const panel = open('Circle');
    type(panel, 'Radius', '1');
    const areaRow = within(panel).getByText('Area', { selector: 'dt' }).parentElement;
    expect(areaRow?.querySelector('dd')?.textContent).toBe('3.14');
    expect(panel.textContent).toContain('6.28');
  });

  it('triangle explains impossible sides', () => {
    render(<MeasurementsPage />);
    const panel = open('Triangle');
    fireEvent.change(within(panel).getByLabelText('Triangle type'), { target: { value: 'scalene' } });
    type(panel, 'Side a', '1');
    type(panel, 'Side b', '2');
    type(panel, 'Side c', '10');
    expect(status(panel)).toBe(
      'These sides cannot form a triangle: each side must be shorter than the other two together.',
    );
    type(panel, 'Side c', '2.5');
    expect(status(panel)).toBe('');
  });

  it('electronics works out current and power with units', () => {
    render(<MeasurementsPage />);
    const panel = open('Electronics');
    type(panel, 'Voltage (V)', '12');
    type(panel, 'Resistance (Ω)', '6');
    expect(text(panel)).toContain('2.00 A');
    expect(text(panel)).toContain('24.00 W');
    // Below 1 A the current reads in milliamperes.
    type(panel, 'Resistance (Ω)', '110');
    expect(text(panel)).toContain('109.09 mA');
    expect(text(panel)).not.toContain('0.11 A');
  });
});
