import { basplaceCalls } from '@/api/services/netbar';
import { TitledPage } from '@/components/titled-page';
import { SettingsForm } from '@/crud/settings-form';
import { declaredFields, type FieldDef } from '@/crud/types';
import { basplaceEntity } from '@/domain/netbar';

/** The record's fields as the form shows them; their rules are the declaration's (the mock checks the same). */
const FIELDS = declaredFields<never>(
  [
    { key: 'licenseNo', label: 'netbar.place.licenseNo', form: { extra: 'netbar.place.licenseNoHint' } },
    { key: 'creditCode', label: 'netbar.place.creditCode', form: true },
    { key: 'contactName', label: 'netbar.place.contactName', form: true },
    { key: 'contactPhone', label: 'netbar.place.contactPhone', form: true },
    { key: 'seatCount', label: 'netbar.place.seatCount', type: 'number', form: true },
    { key: 'address', label: 'netbar.place.address', form: { wide: true } },
    { key: 'remark', label: 'netbar.place.remark', type: 'textarea', form: { wide: true } },
  ] satisfies Array<FieldDef<never>>,
  basplaceEntity,
);

/**
 * /netBar/placeInfo (§7 Internet cafe basplace detail and edit; the cafe's menu 场所信息): the licence the cafe
 * trades under, its business registration, who answers for it, its address and seat count. The owner edits it;
 * staff see it read-only.
 */
export default function PlacePage() {
  return (
    <TitledPage title="netbar.place.title" intro="netbar.place.intro">
      <SettingsForm
        name="netbar-place"
        title="netbar.place.formTitle"
        fields={FIELDS}
        calls={basplaceCalls}
        perm="netbar:place:edit"
        columns={2}
      />
    </TitledPage>
  );
}
