import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { HERO_MEDIA_SIZE, VIDEO_SIZE, type Story } from './stories';

const isSpanish = (locale: string) => locale.toLowerCase().startsWith('es');

/**
 * The hero's picture: the customer's video for Spanish readers when the story has one (it is told in
 * Spanish), the illustration otherwise. Both keep a fixed aspect ratio so the hero never shifts.
 */
export function StoryHeroMedia({ story }: { story: Story }) {
  const intl = useIntl();
  if (story.videoUrl && isSpanish(intl.locale)) {
    return (
      <Box
        component="iframe"
        src={story.videoUrl}
        title={intl.formatMessage({ id: 'landing.successStories.video.title' }, { name: story.name })}
        width={VIDEO_SIZE.width}
        height={VIDEO_SIZE.height}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${VIDEO_SIZE.width} / ${VIDEO_SIZE.height}`,
          border: 0,
          borderRadius: 3,
          bgcolor: 'grey.900',
        }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={story.heroImage}
      alt={intl.formatMessage({ id: `landing.successStories.${story.key}.heroImageAlt` })}
      width={HERO_MEDIA_SIZE.width}
      height={HERO_MEDIA_SIZE.height}
      // The hero image is the largest thing above the fold: fetch it first.
      fetchPriority="high"
      decoding="async"
      sx={{ display: 'block', width: '100%', height: 'auto', maxWidth: HERO_MEDIA_SIZE.width, mx: 'auto' }}
    />
  );
}
