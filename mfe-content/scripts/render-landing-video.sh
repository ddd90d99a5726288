#!/usr/bin/env bash
# Renders the landing page's background loop: a slow abstract drift of brand colours, 8 s,
# seamless (the motion is periodic), no audio. Output is committed; rerun after changing it.
# Needs ffmpeg (Debian: apt-get install -y ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../src/assets"

duration=8
size=960x540
# Two soft moving gradients from periodic functions of t, so frame 0 follows the last frame.
filter="geq=\
r='20+40*(0.5+0.5*sin(2*PI*(X/W+T/${duration})))+60*exp(-((X-W*(0.5+0.3*cos(2*PI*T/${duration})))^2+(Y-H*0.4)^2)/(2*(W/5)^2))':\
g='18+25*(0.5+0.5*sin(2*PI*(Y/H-T/${duration})))+45*exp(-((X-W*(0.5+0.3*cos(2*PI*T/${duration})))^2+(Y-H*0.4)^2)/(2*(W/5)^2))':\
b='45+70*(0.5+0.5*cos(2*PI*(X/W-Y/H+T/${duration})))',\
boxblur=8:2,format=yuv420p"

ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=${size}:r=24:d=${duration}" -vf "$filter" \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -an landing-loop.webm
ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=${size}:r=24:d=${duration}" -vf "$filter" \
  -c:v libx264 -profile:v main -crf 32 -preset veryslow -movflags +faststart -an landing-loop.mp4
# The poster is the first frame, so the page looks the same before and after the video starts.
ffmpeg -y -loglevel error -i landing-loop.mp4 -frames:v 1 -q:v 6 landing-poster.jpg
ls -l landing-loop.webm landing-loop.mp4 landing-poster.jpg
