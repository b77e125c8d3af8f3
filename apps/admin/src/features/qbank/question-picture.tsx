import { atlas, atlasEntry, atlasGroupTitle, svgDataUrl } from '@xueche/atlas';
import { Image, Input, Select, Space, Tag } from 'antd';

const ATLAS_PREFIX = 'atlas:';

const OPTIONS = atlas.map((e) => ({
  value: `${ATLAS_PREFIX}${e.key}`,
  label: `${e.name}（${atlasGroupTitle(e.group)}）`,
  search: `${e.name} ${e.aliases?.join(' ') ?? ''} ${e.key}`,
}));

/** The atlas entry a stored picture names (`atlas:<key>`), if it names one. */
export const atlasOf = (image: string | null | undefined) =>
  image?.startsWith(ATLAS_PREFIX) ? atlasEntry(image.slice(ATLAS_PREFIX.length)) : undefined;

/** A question's picture as it looks: an atlas drawing from the package, or the file the path names. */
export function PicturePreview({ image, width = 160 }: { image: string | null | undefined; width?: number }) {
  if (!image) return null;
  const entry = atlasOf(image);
  return (
    <Space direction="vertical" size={4} style={{ marginBottom: 8 }}>
      <Image src={entry ? svgDataUrl(entry) : image} alt={entry?.name ?? '题目配图'} width={width} />
      {entry && <Tag color="processing">速记图谱：{entry.name}</Tag>}
    </Space>
  );
}

/**
 * The picture field: pick an atlas entry (drawn crisp at any size, and linked to its atlas page for students)
 * or type a /static/ path or https:// link. Stored as `atlas:<key>` or as the path.
 */
export function QuestionPicture({ value, onChange }: { value?: string | null; onChange?: (v: string | null) => void }) {
  const entry = atlasOf(value);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        showSearch
        allowClear
        placeholder="从速记图谱选一个图"
        value={entry ? value : undefined}
        options={OPTIONS}
        optionFilterProp="search"
        onChange={(v?: string) => onChange?.(v ?? null)}
        style={{ width: 520 }}
        data-testid="edit-atlas"
      />
      <Input
        allowClear
        placeholder="或填写 /static/ 路径、https:// 链接"
        value={entry ? '' : (value ?? '')}
        onChange={(e) => onChange?.(e.target.value || null)}
        style={{ width: 520 }}
        data-testid="edit-image"
      />
      <PicturePreview image={value} />
    </Space>
  );
}
