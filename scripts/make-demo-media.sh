#!/usr/bin/env bash
# make-demo-media.sh: generates the demo lesson videos for Xueche (学车).
#
# What it makes, for each of the 6 slugs below, under apps/api/static/media/<slug>/:
#   video.mp4       12–16 s, 640x360, 25 fps, H.264 (main, yuv420p) + a quiet AAC track (a soft ~-26 dBFS chime during
#                   the title card, then silence), +faststart, each well under 350 KB
#   hls/index.m3u8  HLS VOD playlist (4-second MPEG-TS segments hls/seg00.ts, seg01.ts, ...), the same encoded
#                   streams copied out of video.mp4 (no re-encode)
#   cover.jpg       640x360 JPEG frame from the middle of the video (under 40 KB)
# and apps/api/src/db/seed/content/videos.ts (slug, title, and the duration ffprobe reports, in whole seconds).
#
# Each video: ~2.5 s title card (Chinese title large, "学车 · 课程演示" small), then a simple top-down scene drawn
# with ffmpeg filters (road/pad via drawbox, a car rectangle moving along a path via overlay x/y expressions of t,
# a running "00:05" timestamp and the title small at the top).
#
# Needs: ffmpeg + ffprobe (with libx264, drawtext/libfreetype), and a CJK font (wqy-microhei or Noto CJK;
# `apt-get install fonts-wqy-microhei`; override with DEMO_FONT=/path/to/font). This is a DEVELOPMENT-TIME tool
# only: the outputs are committed, and the app and the tests only read the committed files (no ffmpeg at runtime).
#
# Run from the repo root:  bash scripts/make-demo-media.sh
# It deletes and regenerates each slug's folder. Output is deterministic for a given ffmpeg build and font
# (bitexact flags, single-threaded x264, no metadata/timestamps).
set -euo pipefail

if [[ ! -f package.json || ! -d apps/api ]]; then
  echo "run this from the repository root (bash scripts/make-demo-media.sh)" >&2
  exit 1
fi
for bin in ffmpeg ffprobe; do
  command -v "$bin" >/dev/null || { echo "$bin is required (apt-get install ffmpeg)" >&2; exit 1; }
done

FONT="${DEMO_FONT:-}"
if [[ -z "$FONT" ]]; then
  for f in /usr/share/fonts/truetype/wqy/wqy-microhei.ttc /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc; do
    if [[ -f "$f" ]]; then FONT="$f"; break; fi
  done
fi
if [[ -z "$FONT" ]] && command -v fc-list >/dev/null; then
  FONT="$(fc-list :lang=zh file | sed 's/:.*//' | sort | head -n1)"
fi
if [[ -z "$FONT" || ! -f "$FONT" ]]; then
  echo "no CJK font found: apt-get install fonts-wqy-microhei (or set DEMO_FONT)" >&2
  exit 1
fi

OUT_ROOT=apps/api/static/media
TS_OUT=apps/api/src/db/seed/content/videos.ts
W=640
H=360
FPS=25
CARD=2.5 # title card length, seconds

# slug|title|subject|duration(s)
VIDEOS=(
  "k2-reverse-parking|倒车入库|科目二|14"
  "k2-hill-start|坡道定点停车和起步|科目二|15"
  "k2-parallel-parking|侧方停车|科目二|15"
  "k2-curve-driving|曲线行驶|科目二|16"
  "k3-lane-change|变更车道|科目三|13"
  "k3-night-lights|夜间灯光使用|科目三|14"
)

# A car sprite: a coloured source with a lighter windshield box marking the front.
# car <label> <w> <h> <body colour> <windshield drawbox x:y:w:h> <duration>
car() {
  printf 'color=c=%s:s=%sx%s:r=%s:d=%s,drawbox=%s:color=0xd8ecff:t=fill,drawbox=0:0:iw:ih:color=0x202020:t=1[%s];\n' \
    "$4" "$2" "$3" "$FPS" "$6" "$5" "$1"
}

# Per-scene filter graph part: reads [bg] (a W x H colour source), writes [mv]. Args: duration.
# Time expressions use t (seconds from the start of the video; the scene starts at $CARD).
scene_k2-reverse-parking() {
  local d=$1
  car hcar 60 34 0x1f5fbf 44:4:10:26 "$d"
  car vcar 34 60 0x1f5fbf 4:6:26:10 "$d"
  cat <<EOF
[bg]drawbox=0:70:iw:100:color=0x6e6e6e:t=fill,
drawbox=0:70:iw:3:color=white:t=fill,
drawbox=0:167:276:3:color=0xf2c500:t=fill,drawbox=364:167:iw:3:color=0xf2c500:t=fill,
drawbox=276:170:88:130:color=0x7a7a7a:t=fill,
drawbox=276:170:4:130:color=white:t=fill,drawbox=360:170:4:130:color=white:t=fill,drawbox=276:296:88:4:color=white:t=fill,
drawbox=140:118:40:4:color=white@0.7:t=fill,drawbox=460:118:40:4:color=white@0.7:t=fill[pad];
[pad][hcar]overlay=x='if(lt(t,6),-60+450*(t-2.5)/3.5,390-100*clip((t-6.5)/2,0,1))':y=103:enable='between(t,2.5,8.5)'[a];
[a][vcar]overlay=x=303:y='90+142*clip((t-9)/3.5,0,1)':enable='gte(t,8.52)'[mv];
EOF
}

scene_k2-hill-start() {
  local d=$1
  car rcar 60 34 0xc62828 44:4:10:26 "$d"
  cat <<EOF
[bg]drawbox=0:110:iw:140:color=0x727272:t=fill,
drawbox=200:110:280:140:color=0x8d8478:t=fill,
drawbox=215:110:6:140:color=0x6f685e:t=fill,drawbox=255:110:6:140:color=0x6f685e:t=fill,
drawbox=295:110:6:140:color=0x6f685e:t=fill,drawbox=335:110:6:140:color=0x6f685e:t=fill,
drawbox=420:110:6:140:color=0x6f685e:t=fill,drawbox=460:110:6:140:color=0x6f685e:t=fill,
drawbox=0:110:iw:3:color=white:t=fill,drawbox=0:247:iw:3:color=white:t=fill,
drawbox=380:113:5:134:color=0xf2c500:t=fill,
drawtext=fontfile=$FONT:text='上坡 →':fontsize=18:fontcolor=white@0.85:x=222:y=260,
drawtext=fontfile=$FONT:text='停车线':fontsize=18:fontcolor=white:box=1:boxcolor=black@0.4:boxborderw=3:x=356:y=84[pad];
[pad][rcar]overlay=x='if(lt(t,7),-60+380*(1-pow(1-(t-2.5)/4.5,2)),if(lt(t,10),320,320+380*pow(clip((t-10)/4.5,0,1),2)))':y=163:enable='gte(t,2.5)',
drawtext=fontfile=$FONT:text='定点停车':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=300:enable='between(t,7,10)',
drawtext=fontfile=$FONT:text='平稳起步':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=300:enable='between(t,10,12.5)'[mv];
EOF
}

scene_k2-parallel-parking() {
  local d=$1
  car ocar 60 34 0xef7d00 44:4:10:26 "$d"
  # p: reverse-in progress (6.5–10), q: pull-out progress (12–14.5); y eases on a half-cosine.
  local p='clip((t-6.5)/3.5,0,1)' q='clip((t-12)/2.5,0,1)'
  cat <<EOF
[bg]drawbox=0:60:iw:180:color=0x707070:t=fill,
drawbox=0:60:iw:3:color=white:t=fill,
drawbox=0:177:300:3:color=white:t=fill,drawbox=460:177:iw:3:color=white:t=fill,
drawbox=300:180:160:60:color=0x7c7c7c:t=fill,
drawbox=300:180:3:60:color=0xf2c500:t=fill,drawbox=457:180:3:60:color=0xf2c500:t=fill,drawbox=300:237:160:3:color=0xf2c500:t=fill,
drawbox=0:240:iw:120:color=0xb9b2a3:t=fill[pad];
[pad][ocar]overlay=x='if(lt(t,6),-60+530*(t-2.5)/3.5,if(lt(t,12),470-120*$p,350+350*pow($q,1.5)))':y='if(lt(t,12),103+90*(1-cos(PI*$p))/2,193-90*(1-cos(PI*clip($q*1.6,0,1)))/2)':enable='gte(t,2.5)'[mv];
EOF
}

scene_k2-curve-driving() {
  local d=$1
  car gcar 36 22 0x2e7d32 26:3:6:16 "$d"
  # The S-shaped road: centre line y = 180 + 90*sin(2*pi*x/640), drawn as 4-px-wide vertical strips.
  local strips
  strips="$(awk 'BEGIN {
    for (x = 0; x < 640; x += 4) {
      c = 180 + 90 * sin(2 * 3.14159265 * (x + 2) / 640);
      printf "drawbox=%d:%d:4:76:color=0x6e6e6e:t=fill,", x, int(c - 38);
      printf "drawbox=%d:%d:4:3:color=white:t=fill,", x, int(c - 40);
      printf "drawbox=%d:%d:4:3:color=white:t=fill,", x, int(c + 37);
    }
  }')"
  cat <<EOF
[bg]${strips}null[pad];
[pad][gcar]overlay=x='-36+676*(t-2.5)/13':y='180+90*sin(2*PI*(-18+676*(t-2.5)/13)/640)-11':enable='gte(t,2.5)'[mv];
EOF
}

scene_k3-lane-change() {
  local d=$1
  car ecar 60 34 0xf9c80e 44:4:10:26 "$d"
  car xcar 60 34 0x546e7a 44:4:10:26 "$d"
  printf 'color=c=0xff8f00:s=8x6:r=%s:d=%s[blink];\n' "$FPS" "$d"
  local dashes="" x
  for ((x = 10; x < 640; x += 60)); do dashes+="drawbox=${x}:178:30:4:color=white:t=fill,"; done
  local ex='-60+55*(t-2.5)' ey='123+80*(1-cos(PI*clip((t-5.5)/2,0,1)))/2'
  cat <<EOF
[bg]drawbox=0:95:iw:170:color=0x5f6368:t=fill,
drawbox=0:97:iw:3:color=white:t=fill,drawbox=0:260:iw:3:color=white:t=fill,
${dashes}drawtext=fontfile=$FONT:text='→':fontsize=28:fontcolor=white@0.5:x=590:y=125,
drawtext=fontfile=$FONT:text='→':fontsize=28:fontcolor=white@0.5:x=590:y=205[pad];
[pad][xcar]overlay=x='150+30*(t-2.5)':y=123:enable='gte(t,2.5)'[a];
[a][ecar]overlay=x='$ex':y='$ey':enable='gte(t,2.5)'[b];
[b][blink]overlay=x='$ex+50':y='$ey+28':enable='between(t,4.2,7.5)*lt(mod(t,0.6),0.3)',
drawtext=fontfile=$FONT:text='开启右转向灯':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=300:enable='between(t,3.2,5.5)',
drawtext=fontfile=$FONT:text='观察后变更车道':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=300:enable='between(t,5.5,8)'[mv];
EOF
}

scene_k3-night-lights() {
  local d=$1
  car ncar 60 34 0x8e1b1b 44:4:10:26 "$d"
  # Headlight beams: pale yellow, fading out with distance from the car.
  printf "color=c=black:s=70x34:r=%s:d=%s,format=rgba,geq=r=255:g=244:b=170:a='235*(1-X/W)'[low];\n" "$FPS" "$d"
  printf "color=c=black:s=170x44:r=%s:d=%s,format=rgba,geq=r=255:g=250:b=200:a='235*(1-X/W)'[high];\n" "$FPS" "$d"
  local cx='-60+40*(t-2.5)' lamps="" x
  for ((x = 40; x < 640; x += 140)); do lamps+="drawbox=${x}:96:10:10:color=0xffe08a:t=fill,drawbox=$((x - 20)):90:50:22:color=0xffe08a@0.15:t=fill,"; done
  cat <<EOF
[bg]drawbox=0:110:iw:140:color=0x2b2d35:t=fill,
drawbox=0:112:iw:2:color=0x9a9a9a:t=fill,drawbox=0:246:iw:2:color=0x9a9a9a:t=fill,
drawbox=0:179:iw:2:color=0x77704a:t=fill,${lamps}null[pad];
[pad][ncar]overlay=x='$cx':y=193:enable='gte(t,2.5)'[a];
[a][low]overlay=x='$cx+60':y=193:enable='gte(t,2.5)*(lt(t,6.5)+gte(t,12))+between(t,9,12)*gte(mod(t,1),0.5)'[b];
[b][high]overlay=x='$cx+60':y=188:enable='between(t,6.5,9)+between(t,9,12)*lt(mod(t,1),0.5)',
drawtext=fontfile=$FONT:text='近光灯':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=290:enable='between(t,2.5,6.5)',
drawtext=fontfile=$FONT:text='远光灯（无对向来车）':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=290:enable='between(t,6.5,9)',
drawtext=fontfile=$FONT:text='远近光交替（超车提示）':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=290:enable='between(t,9,12)',
drawtext=fontfile=$FONT:text='会车改用近光':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=290:enable='gte(t,12)'[mv];
EOF
}

# Scene background colour and title-card colour per slug.
bg_of() {
  case "$1" in
    k2-reverse-parking) echo 0x4c8a3f ;;
    k2-hill-start) echo 0xc8b27c ;;
    k2-parallel-parking) echo 0x5b9150 ;;
    k2-curve-driving) echo 0x4f8a3c ;;
    k3-lane-change) echo 0x6f9a5a ;;
    k3-night-lights) echo 0x0b1022 ;;
  esac
}
card_of() {
  case "$1" in
    k2-*) echo 0x14345c ;;
    k3-*) echo 0x3b1f5c ;;
  esac
}

make_one() {
  local slug=$1 title=$2 subject=$3 dur=$4
  local dir="$OUT_ROOT/$slug"
  local tmp
  tmp="$(mktemp -d)"
  rm -rf "$dir"
  mkdir -p "$dir/hls"

  {
    printf 'color=c=%s:s=%sx%s:r=%s:d=%s[bg];\n' "$(bg_of "$slug")" "$W" "$H" "$FPS" "$dur"
    "scene_$slug" "$dur"
    cat <<EOF
[mv]drawbox=0:0:iw:34:color=black@0.5:t=fill:enable='gte(t,$CARD)',
drawtext=fontfile=$FONT:text='$title':fontsize=18:fontcolor=white:x=12:y=8:enable='gte(t,$CARD)',
drawtext=fontfile=$FONT:text='00\:%{eif\:t\:d\:2}':fontsize=20:fontcolor=white:x=w-text_w-12:y=7:enable='gte(t,$CARD)',
drawbox=0:0:iw:ih:color=$(card_of "$slug"):t=fill:enable='lt(t,$CARD)',
drawbox=(iw-80)/2:118:80:4:color=0xf2c500:t=fill:enable='lt(t,$CARD)',
drawtext=fontfile=$FONT:text='$subject':fontsize=22:fontcolor=0xf2c500:x=(w-text_w)/2:y=84:enable='lt(t,$CARD)',
drawtext=fontfile=$FONT:text='$title':fontsize=52:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2:enable='lt(t,$CARD)',
drawtext=fontfile=$FONT:text='学车 · 课程演示':fontsize=22:fontcolor=0xc9d6e8:x=(w-text_w)/2:y=250:enable='lt(t,$CARD)',
format=yuv420p[v];
sine=frequency=523.25:sample_rate=44100:duration=1.8,volume=0.4,afade=t=in:d=0.15,afade=t=out:st=0.8:d=1,apad=whole_dur=$dur[a]
EOF
  } >"$tmp/graph.txt"

  ffmpeg -hide_banner -loglevel error -y -filter_complex_script "$tmp/graph.txt" \
    -map '[v]' -map '[a]' -t "$dur" \
    -c:v libx264 -threads 1 -profile:v main -preset slow -crf 22 -maxrate 120k -bufsize 240k -pix_fmt yuv420p \
    -r "$FPS" -g 100 -keyint_min 100 -sc_threshold 0 \
    -c:a aac -b:a 32k -ac 1 -ar 44100 \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -movflags +faststart "$dir/video.mp4"

  # HLS VOD: copy the encoded streams (keyframes every 4 s, so segments are 4 s).
  ffmpeg -hide_banner -loglevel error -y -i "$dir/video.mp4" -c copy -map 0 \
    -fflags +bitexact -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type mpegts \
    -hls_segment_filename "$dir/hls/seg%02d.ts" "$dir/hls/index.m3u8"

  # Cover: the frame in the middle of the video.
  local mid
  mid="$(awk -v d="$dur" 'BEGIN { printf "%.2f", d / 2 }')"
  ffmpeg -hide_banner -loglevel error -y -ss "$mid" -i "$dir/video.mp4" -frames:v 1 -q:v 2 \
    -fflags +bitexact -flags:v +bitexact -map_metadata -1 "$dir/cover.jpg"

  rm -rf "$tmp"
}

entries=()
for row in "${VIDEOS[@]}"; do
  IFS='|' read -r slug title subject dur <<<"$row"
  echo "making $slug ($title, ${dur}s)"
  make_one "$slug" "$title" "$subject" "$dur"
  real="$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$OUT_ROOT/$slug/video.mp4")"
  secs="$(awk -v d="$real" 'BEGIN { printf "%d", d + 0.5 }')"
  entries+=("  { slug: '$slug', title: '$title', duration: $secs },")
  echo "  video.mp4 $(stat -c %s "$OUT_ROOT/$slug/video.mp4") B, ${real}s; cover.jpg $(stat -c %s "$OUT_ROOT/$slug/cover.jpg") B"
done

{
  echo "import type { DemoVideo } from './types';"
  echo
  echo '/** The demo lesson videos made by scripts/make-demo-media.sh (files under apps/api/static/media/<slug>/). */'
  echo 'export const demoVideos: DemoVideo[] = ['
  printf '%s\n' "${entries[@]}"
  echo '];'
} >"$TS_OUT"
echo "wrote $TS_OUT"
