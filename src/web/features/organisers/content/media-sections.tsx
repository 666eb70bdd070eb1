import { ContentField } from './content-field';
import { VIDEO_SLOTS } from './content-model';
import { FormSection } from './form-section';
import type { ContentForm } from './use-content-form';

const SLOTS = Array.from({ length: VIDEO_SLOTS }, (_, i) => i);
const EMBED_HINT = 'The embed address (https://…), not the page’s own address.';

export function CalendarSection({ form }: { form: ContentForm }) {
  return (
    <FormSection
      id="content-calendar"
      where="The calendar page (/calendar), shown to members above the club's own events."
    >
      <ContentField {...form.field('calendar.title')} />
      <ContentField
        {...form.field('calendar.embedUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={`Optional: without one the page shows the club's own events. ${EMBED_HINT}`}
      />
    </FormSection>
  );
}

export function TutorialsSection({ form }: { form: ContentForm }) {
  return (
    <FormSection
      id="content-tutorials"
      where="Up to two videos on the tutorials page (/tutorials); leave a video empty to show none."
    >
      <div className="content-pair-list">
        {SLOTS.map((i) => (
          <fieldset key={i} className="content-subgroup">
            <legend>Video {i + 1}</legend>
            <ContentField {...form.field(`tutorials.${i}.title`)} label="Title" />
            <ContentField
              {...form.field(`tutorials.${i}.embedUrl`)}
              label="Embed address"
              type="url"
              inputMode="url"
              placeholder="https://"
              hint={EMBED_HINT}
            />
          </fieldset>
        ))}
      </div>
    </FormSection>
  );
}
