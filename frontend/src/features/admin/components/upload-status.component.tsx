import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';

/** An upload under way, and the files the server refused with its reasons (useUploads). */
export function UploadStatus({ uploading, problems }: { uploading: boolean; problems: readonly string[] }) {
  const t = useMessages(contentMessages);
  return (
    <>
      <p className="admin-upload__status" role="status">
        {uploading ? t.uploading : ''}
      </p>
      {problems.length > 0 ? (
        <ul className="admin-upload__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
