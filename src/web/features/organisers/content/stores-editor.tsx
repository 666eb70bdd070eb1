import { useEffect, useRef, useState } from 'react';
import { STATES } from '../../../../shared/constants';
import { Button, buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ContentField } from './content-field';
import { fieldId, stateName } from './content-model';
import { FormSection } from './form-section';
import { StatePicker } from './state-picker';
import type { ContentForm } from './use-content-form';
import './stores-editor.css';

/**
 * Stores by state: all twelve states (most start empty), one edited at a time: its map and its
 * stores, each a row that can be edited or removed. The chosen state is also the preview's.
 */
export function StoresEditor({
  form,
  state,
  onState,
}: {
  form: ContentForm;
  state: string;
  onState: (slug: string) => void;
}) {
  const stores = form.storesOf(state);
  const name = stateName(state);
  const addRef = useRef<HTMLButtonElement>(null);
  // After Add, the new row's first field takes focus; after Remove, the Add button does.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    if (focusNext === 'add') addRef.current?.focus();
    else document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const add = () => {
    form.addStore(state);
    setFocusNext(fieldId(`stores.${state}.stores.${stores.length}.name`));
  };
  const counts = Object.fromEntries(STATES.map((s) => [s.slug, form.storesOf(s.slug).length]));
  const storeErrors = Object.keys(form.errors).filter((p) => p.startsWith('stores.'));

  return (
    <FormSection id="content-stores" where="The local stores pages (/localstores), one per state.">
      <StatePicker value={state} onChange={onState} counts={counts} withErrors={storeErrors} />
      <div className="state-editor">
        <h3 className="state-editor-title">{name}</h3>
        <ContentField
          {...form.field(`stores.${state}.mapEmbedUrl`)}
          label="Map embed address"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Optional: a map of the stores, shown beside the list. Leave empty for none."
        />
        {stores.length === 0 ? (
          <EmptyState title={`No stores in ${name} yet`}>
            Add the fabric, craft and prop-making stores members recommend here.
          </EmptyState>
        ) : (
          <ol className="store-rows" aria-label={`Stores in ${name}`}>
            {stores.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by their place
              <li key={i}>
                <fieldset className="content-subgroup store-row">
                  <legend>Store {i + 1}</legend>
                  <div className="field-row">
                    <ContentField {...form.field(`stores.${state}.stores.${i}.name`)} label="Name" />
                    <ContentField
                      {...form.field(`stores.${state}.stores.${i}.town`)}
                      label="Town"
                      hint="Or “Online”."
                    />
                  </div>
                  <ContentField {...form.field(`stores.${state}.stores.${i}.sells`)} label="What it sells" />
                  <ContentField
                    {...form.field(`stores.${state}.stores.${i}.website`)}
                    label="Website"
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                  />
                  <Button
                    variant="quiet"
                    className="store-row-remove"
                    onClick={() => {
                      form.removeStore(state, i);
                      setFocusNext('add');
                    }}
                  >
                    Remove store {i + 1}
                  </Button>
                </fieldset>
              </li>
            ))}
          </ol>
        )}
        <button ref={addRef} type="button" className={buttonClass('secondary')} onClick={add}>
          Add a store in {name}
        </button>
      </div>
    </FormSection>
  );
}
