/** Time spent as makers say it: "2 h 30 min", "45 min", "3 h"; '' for none. */
export function formatMinutes(total: number): string {
  if (total <= 0) return '';
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** The same, spoken in full for screen readers: "2 hours 30 minutes". */
export function spokenMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [hours > 0 && unit(hours, 'hour'), minutes > 0 && unit(minutes, 'minute')].filter(Boolean).join(' ');
}

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A log entry's calendar day ("2026-05-23") as "Sat, May 23, 2026", never shifted by the viewer's zone. */
export function formatDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : DAY.format(at);
}

/** Today on this device's calendar, as the date input wants it ("2026-11-28"). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
