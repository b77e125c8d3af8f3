import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Input, Popover, Space, Tooltip, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useFailure } from '../../lib/submit';
import { IMAGE_TYPES } from './image-field';
import { uploadImage } from './upload-image';
import './rich-editor.css';

/**
 * The article editor (TipTap, decision 009), loaded in its own chunk. Its schema holds only what the server's
 * sanitiser keeps (sanitize.ts): paragraphs, h2/h3, bold, italic, lists, quotes, links and images; the marks and
 * nodes it would strip (strike, underline, code, rules) are left out, so nothing typed here disappears on save.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['https', 'http'], defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  Placeholder.configure({ placeholder: '在这里写正文…' }),
];

function Tool({
  label,
  active,
  onClick,
  testId,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
        data-testid={testId}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export default function RichEditor({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const { message } = App.useApp();
  const fail = useFailure();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions,
    content: initial,
    // The console's CSP: styles come from its own files (rich-editor.css), not an element TipTap would add.
    injectCSS: false,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  function applyLink() {
    const url = href.trim();
    if (!url) chain().extendMarkRange('link').unsetLink().run();
    else if (!/^https?:\/\/\S+$/.test(url)) {
      message.error('链接须以 http:// 或 https:// 开头');
      return;
    } else chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  }

  async function addImage(file: File) {
    setUploading(true);
    try {
      const image = await uploadImage(file);
      chain().setImage({ src: image.url, alt: '' }).run();
    } catch (error) {
      fail(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div
      className="rich-editor"
      style={{ border: '1px solid var(--line-strong)', borderRadius: 8, background: 'var(--surface)' }}
    >
      <Space size={2} wrap style={{ padding: '6px 8px', borderBottom: '1px solid var(--line)' }}>
        <Tool
          label="大标题"
          testId="editor-h2"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Tool>
        <Tool
          label="小标题"
          testId="editor-h3"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </Tool>
        <Divider orientation="vertical" />
        <Tool label="加粗" testId="editor-bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <BoldOutlined />
        </Tool>
        <Tool label="斜体" testId="editor-italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <ItalicOutlined />
        </Tool>
        <Divider orientation="vertical" />
        <Tool
          label="无序列表"
          testId="editor-bullet"
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <UnorderedListOutlined />
        </Tool>
        <Tool
          label="有序列表"
          testId="editor-ordered"
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <OrderedListOutlined />
        </Tool>
        <Tool label="引用" testId="editor-quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          “ ”
        </Tool>
        <Divider orientation="vertical" />
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open);
            if (open) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input
                value={href}
                onChange={(e) => setHref(e.target.value)}
                onPressEnter={applyLink}
                placeholder="https://…（留空则取消链接）"
                style={{ width: 280 }}
                data-testid="editor-link-url"
              />
              <Button type="primary" onClick={applyLink} data-testid="editor-link-apply">
                确定
              </Button>
            </Space.Compact>
          }
        >
          <Button type={state.link ? 'primary' : 'text'} size="small" aria-label="链接" data-testid="editor-link">
            <LinkOutlined />
          </Button>
        </Popover>
        <Upload
          accept={IMAGE_TYPES}
          showUploadList={false}
          beforeUpload={(file) => {
            void addImage(file);
            return false;
          }}
        >
          <Tooltip title="插入图片（服务器会重新压缩）">
            <Button type="text" size="small" aria-label="插入图片" loading={uploading} data-testid="editor-image">
              <PictureOutlined />
            </Button>
          </Tooltip>
        </Upload>
        <Divider orientation="vertical" />
        <Tool label="撤销" testId="editor-undo" onClick={() => chain().undo().run()}>
          <UndoOutlined />
        </Tool>
        <Tool label="重做" testId="editor-redo" onClick={() => chain().redo().run()}>
          <RedoOutlined />
        </Tool>
      </Space>
      <EditorContent editor={editor} data-testid="article-editor" />
    </div>
  );
}
