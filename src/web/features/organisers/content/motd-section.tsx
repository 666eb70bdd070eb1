import { ContentField } from './content-field';
import { FormSection } from './form-section';
import { TemplateImage } from './template-image';
import type { ContentForm } from './use-content-form';

/** The message members land on after logging in, its two conventions and the template. */
export function MotdSection({ form }: { form: ContentForm }) {
  return (
    <FormSection id="content-motd" where="The page members land on after logging in (/motd).">
      <ContentField {...form.field('motd.title')} hint="The page's heading." />
      <ContentField {...form.field('motd.message')} rows={4} />
      <div className="content-pair-list">
        {[0, 1].map((i) => (
          <fieldset key={i} className="content-subgroup">
            <legend>Convention {i + 1}</legend>
            <ContentField {...form.field(`motd.conventions.${i}.name`)} label="Name" />
            <ContentField
              {...form.field(`motd.conventions.${i}.dates`)}
              label="Dates"
              hint="As members should read them, e.g. “May 2–4 in Chicago”."
            />
            <ContentField
              {...form.field(`motd.conventions.${i}.url`)}
              label="Website"
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          </fieldset>
        ))}
      </div>
      <fieldset className="content-subgroup">
        <legend>Cosplay template</legend>
        <TemplateImage form={form} />
        <ContentField {...form.field('motd.template.label')} hint="The text of its download button." />
        <ContentField
          {...form.field('motd.template.alt')}
          hint="What the image shows, for members who cannot see it."
        />
      </fieldset>
    </FormSection>
  );
}
