import { useEffect, useState } from 'react';
import type { DownloadManager } from '../downloads/download-manager';
import { Button, DownloadIcon, ProgressBar } from '@tate/ui';
import { PlayerError, PlayerStatus } from './PlayerMessages';

export interface DownloadButtonProps {
  manager: DownloadManager;
  url: string;
  title: string;
}

type DownloadStatus =
  | { kind: 'checking' }
  | { kind: 'idle' }
  | { kind: 'downloading'; percent: number }
  | { kind: 'downloaded' }
  | { kind: 'failed'; message: string };

/** Downloads a meditation for offline play (a quiet action), with a progress bar; a second press removes it. */
export function DownloadButton({ manager, url, title }: DownloadButtonProps) {
  const [status, setStatus] = useState<DownloadStatus>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    manager.isDownloaded(url).then(
      (downloaded) => current && setStatus({ kind: downloaded ? 'downloaded' : 'idle' }),
      () => current && setStatus({ kind: 'idle' }),
    );
    const stop = manager.on('progress', (progress) => {
      if (progress.url === url) setStatus({ kind: 'downloading', percent: progress.percent ?? 0 });
    });
    return () => {
      current = false;
      stop();
    };
  }, [manager, url]);

  const download = async () => {
    setStatus({ kind: 'downloading', percent: 0 });
    try {
      await manager.download(url, title);
      setStatus({ kind: 'downloaded' });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : 'The download failed.' });
    }
  };

  const remove = async () => {
    await manager.remove(url);
    setStatus({ kind: 'idle' });
  };

  return (
    <div className="tate-player-download">
      {status.kind === 'downloaded' ? (
        <Button variant="ghost" onPress={() => void remove()}>
          Remove download
        </Button>
      ) : (
        <Button
          variant="ghost"
          isDisabled={status.kind === 'downloading' || status.kind === 'checking'}
          onPress={() => void download()}
        >
          <DownloadIcon />
          {status.kind === 'downloading' ? 'Downloading…' : 'Download'}
        </Button>
      )}
      {status.kind === 'downloading' && <ProgressBar label={`Downloading ${title}`} value={status.percent} />}
      <PlayerStatus>{status.kind === 'downloaded' ? 'Ready to play offline' : ''}</PlayerStatus>
      {status.kind === 'failed' && <PlayerError>{status.message}</PlayerError>}
    </div>
  );
}
