import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The language the text is written in, for screen readers and spell checking. */
  lang: 'is' | 'en';
  error?: string | null;
  description?: string;
  required?: boolean;
  minHeight?: number;
}

/**
 * Rich text for course pages and questions: headings, marks, lists, quotes and links. The server
 * sanitizes whatever arrives, so this only shapes what an honest editor can make.
 */
export function RichTextEditor({ label, value, onChange, lang, error, description, required, minHeight = 160 }: RichTextEditorProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } }), Link],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        lang,
        spellcheck: 'true',
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a record loaded, a form reset) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const labels = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    underlineControlLabel: t('editor.underline'),
    strikeControlLabel: t('editor.strike'),
    h2ControlLabel: t('editor.h2'),
    h3ControlLabel: t('editor.h3'),
    bulletListControlLabel: t('editor.bulletList'),
    orderedListControlLabel: t('editor.orderedList'),
    blockquoteControlLabel: t('editor.blockquote'),
    linkControlLabel: t('editor.link'),
    unlinkControlLabel: t('editor.unlink'),
    linkEditorInputLabel: t('editor.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorSave: t('editor.linkSave'),
    undoControlLabel: t('editor.undo'),
    redoControlLabel: t('editor.redo'),
    clearFormattingControlLabel: t('editor.clear'),
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label={label}
      required={required}
      description={description}
      error={error}
      labelProps={{ id: labelId }}
      errorProps={{ id: errorId }}
    >
      <MantineEditor editor={editor} labels={labels} mt={4}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
    </Input.Wrapper>
  );
}
