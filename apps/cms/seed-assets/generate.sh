#!/usr/bin/env bash
# Makes the demo media used by the CMS seed (src/seed): calm audio tracks and the videos. Everything
# is synthesised by ffmpeg or drawn by the project; nothing is downloaded. (Pictures are drawn as SVG: src/seed/artwork,
# covers.mjs and toy-pictures.mjs.) Run once by hand
# (ffmpeg is needed here only, never at run time) and commit the output.
set -euo pipefail
cd "$(dirname "$0")"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

mkdir -p audio video images

# Audio: mono, low bitrate, several minutes so seeking and resume can be tried.
ff -f lavfi -i "aevalsrc='0.14*sin(2*PI*220*t)*(0.6+0.4*sin(2*PI*0.1*t))+0.10*sin(2*PI*329.63*t)*(0.6+0.4*sin(2*PI*0.07*t))+0.07*sin(2*PI*277.18*t)*(0.5+0.5*sin(2*PI*0.05*t))':s=22050:d=240" \
  -af "afade=t=in:d=4,afade=t=out:st=234:d=6" -ac 1 -c:a libmp3lame -b:a 16k audio/calm-tones.mp3
ff -f lavfi -i "anoisesrc=color=pink:amplitude=0.25:sample_rate=24000:duration=360:seed=7" \
  -af "lowpass=f=1800,afade=t=in:d=5,afade=t=out:st=352:d=8" -ac 1 -c:a libopus -b:a 10k audio/soft-rain.ogg
ff -f lavfi -i "anoisesrc=color=brown:amplitude=0.5:sample_rate=22050:duration=180:seed=3" \
  -af "volume='0.35+0.3*sin(2*PI*0.1*t)':eval=frame,lowpass=f=900,afade=t=in:d=4,afade=t=out:st=175:d=5" \
  -ac 1 -c:a libmp3lame -b:a 16k audio/ocean-breath.mp3
# Two long tracks (16 and 12 minutes) so the library's duration filters (10-15, 15+ min) have meditations whose
# length is read from their file; Opus at 8 kb/s keeps them about 1 MB and 0.6 MB.
ff -f lavfi -i "aevalsrc='0.12*sin(2*PI*196*t)*(0.6+0.4*sin(2*PI*0.08*t))+0.08*sin(2*PI*293.66*t)*(0.6+0.4*sin(2*PI*0.05*t))+0.06*sin(2*PI*246.94*t)*(0.5+0.5*sin(2*PI*0.04*t))':s=24000:d=960" \
  -af "afade=t=in:d=5,afade=t=out:st=950:d=10" -ac 1 -c:a libopus -b:a 8k audio/starry-night.ogg
ff -f lavfi -i "anoisesrc=color=brown:amplitude=0.4:sample_rate=24000:duration=720:seed=11" \
  -af "volume='0.4+0.3*sin(2*PI*0.08*t)':eval=frame,lowpass=f=1000,afade=t=in:d=5,afade=t=out:st=712:d=8" \
  -ac 1 -c:a libopus -b:a 8k audio/gentle-waves.ogg

# Videos: the breathing videos and the welcome guide, 1280x720 H.264 + AAC MP4 with their posters, drawn from the
# project's own pictures (videos.mjs, which runs Debian's ffmpeg at /usr/bin/ffmpeg).
node videos.mjs

# Two small gradient clips the seed no longer uses: fixtures of the duration reader's test for MP4 and WebM headers
# (src/utils/media-duration.test.ts expects 90 s and 5 s).
ff -f lavfi -i "gradients=s=320x180:c0=0xBFE3F5:c1=0xF7C6D9:speed=0.02:d=90:r=15" \
  -f lavfi -i "sine=f=196:d=90:sample_rate=22050" -af "volume=0.2" \
  -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -c:a aac -b:a 16k -ac 1 -movflags +faststart -shortest video/breathing-bubble.mp4
ff -f lavfi -i "gradients=s=320x180:c0=0xD8F3DC:c1=0xFFE5B4:speed=0.02:d=5:r=15" \
  -f lavfi -i "sine=f=220:d=5:sample_rate=24000" -af "volume=0.2" \
  -c:v libvpx-vp9 -b:v 60k -deadline good -c:a libopus -b:a 16k -ac 1 -shortest video/welcome-guide.webm

du -sh . audio video
