#!/usr/bin/env bash
# make-demo-media.sh: generates the demo videos for Xueche (学车): the lessons' videos, the exam site's
# (issue 13) right-angle-turn video, the clips of the demo interactive video and the subject-three route
# videos (their scenes drawn by scripts/site-routes.ts from apps/api/src/seed/content/site-routes.ts,
# so each voice prompt shows at the `at_s` the API gives it).
#
# What it makes, for each slug below, under apps/api/static/media/<slug>/:
#   video.mp4       6–32 s, 640x360, 25 fps, H.264 (main, yuv420p) + a quiet AAC track (a soft ~-26 dBFS chime during
#                   the title card, then silence), +faststart, each well under 350 KB
#   hls/index.m3u8  HLS VOD playlist (4-second MPEG-TS segments hls/seg00.ts, seg01.ts, ...), the same encoded
#                   streams copied out of video.mp4 (no re-encode)
#   cover.jpg       640x360 JPEG frame from the middle of the video (under 40 KB)
# and apps/api/src/seed/content/videos.ts (slug, title, and the duration ffprobe reports, in whole seconds).
#
# Each video: a title card (Chinese title large, "学车 · 课程演示" small; 2.5 s, 2 s for an interactive video's
# first clip, none for the clips its choices lead to, which continue the scene), then a simple top-down scene drawn
# with ffmpeg filters (road/pad via drawbox, a car rectangle moving along a path via overlay x/y expressions of t,
# a running "00:05" timestamp and the title small at the top; captions are original Chinese text).
#
# Needs: ffmpeg + ffprobe (with libx264, drawtext/libfreetype), and a CJK font (wqy-microhei or Noto CJK;
# `apt-get install fonts-wqy-microhei`; override with DEMO_FONT=/path/to/font). This is a DEVELOPMENT-TIME tool
# only: the outputs are committed, and the app and the tests only read the committed files (no ffmpeg at runtime).
#
# Run from the repo root:  bash scripts/make-demo-media.sh [slug ...]
# With slugs, only those are made (the others' committed files stay byte for byte); videos.ts is always written
# for every slug, from the files there. The route videos need `npx tsx` (the repo's devDependencies).
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
TS_OUT=apps/api/src/seed/content/videos.ts
W=640
H=360
FPS=25
CARD_DEFAULT=2.5 # title card length, seconds (card_len_of)

# slug|title|subject|duration(s)
VIDEOS=(
  "k2-reverse-parking|倒车入库|科目二|14"
  "k2-hill-start|坡道定点停车和起步|科目二|15"
  "k2-parallel-parking|侧方停车|科目二|15"
  "k2-curve-driving|曲线行驶|科目二|16"
  "k3-lane-change|变更车道|科目三|13"
  "k3-night-lights|夜间灯光使用|科目三|14"
  "k2-right-angle-turn|直角转弯|科目二|14"
  "hd-bus-stop|公交车站前|互动视频|7"
  "hd-bus-slow|减速观察|互动视频|6"
  "hd-bus-honk|鸣笛超越|互动视频|6"
  "hd-zebra-yield|停车让行|互动视频|6"
  "hd-zebra-rush|抢先通过|互动视频|6"
)
# The subject-three routes' videos (slug|title|科目三|duration), one per route of site-routes.ts.
mapfile -t ROUTE_VIDEOS < <(npx tsx scripts/site-routes.ts videos)
VIDEOS+=("${ROUTE_VIDEOS[@]}")

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

scene_k2-right-angle-turn() {
  local d=$1
  car hcar 60 34 0x6a1b9a 44:4:10:26 "$d"
  car vcar 34 60 0x6a1b9a 4:6:26:10 "$d"
  # An L-shaped road: east along y 190–260, then north up x 300–370; the inner corner (直角点) at 300,190.
  cat <<EOF
[bg]drawbox=0:190:370:70:color=0x6e6e6e:t=fill,
drawbox=300:0:70:260:color=0x6e6e6e:t=fill,
drawbox=0:190:300:3:color=white:t=fill,drawbox=300:0:3:193:color=white:t=fill,
drawbox=0:257:370:3:color=white:t=fill,drawbox=367:0:3:260:color=white:t=fill,
drawbox=296:186:8:8:color=0xf2c500:t=fill,
drawtext=fontfile=$FONT:text='直角点':fontsize=16:fontcolor=white:box=1:boxcolor=black@0.4:boxborderw=3:x=236:y=160[pad];
[pad][hcar]overlay=x='-60+350*clip((t-2.5)/4.8,0,1)':y=208:enable='between(t,2.5,7.5)'[a];
[a][vcar]overlay=x=318:y='192-260*clip((t-7.6)/4.6,0,1)':enable='gte(t,7.52)',
drawtext=fontfile=$FONT:text='打左转向灯，车身距右边线约30厘米':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=300:enable='between(t,3,5.6)',
drawtext=fontfile=$FONT:text='左后视镜下沿压直角点，方向盘向左打满':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=300:enable='between(t,5.6,8.6)',
drawtext=fontfile=$FONT:text='车身摆正，方向盘回正驶出':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=300:enable='between(t,8.6,12)'[mv];
EOF
}

# The interactive video "公交车站与人行横道" (road test): a road with an oncoming lane (y 110–170), our lane
# (170–230) and a kerb lane (230–290) where the bus stops; pavement below. Our car drives east in our lane.
road_hd() {
  cat <<EOF
[bg]drawbox=0:110:iw:180:color=0x5f6368:t=fill,
drawbox=0:290:iw:40:color=0xb9b2a3:t=fill,drawbox=0:80:iw:30:color=0xb9b2a3:t=fill,
drawbox=0:110:iw:3:color=white:t=fill,drawbox=0:287:iw:3:color=white:t=fill,
drawbox=0:168:iw:3:color=0xf2c500:t=fill,
EOF
  local x
  for ((x = 10; x < 640; x += 60)); do printf 'drawbox=%d:229:30:3:color=white:t=fill,\n' "$x"; done
}

bus_hd() {
  cat <<EOF
drawbox=420:238:150:44:color=0x2e7d32:t=fill,drawbox=430:244:130:10:color=0xd8ecff:t=fill,drawbox=556:242:10:36:color=0xd8ecff:t=fill,
drawbox=452:296:40:20:color=0xf2c500:t=fill,drawtext=fontfile=$FONT:text='公交站':fontsize=12:fontcolor=black:x=455:y=299,
EOF
}

zebra_hd() {
  local y
  for ((y = 112; y < 288; y += 20)); do printf 'drawbox=362:%d:40:10:color=white:t=fill,\n' "$y"; done
  printf 'drawbox=340:170:4:117:color=white:t=fill,\n'
}

caption() { # caption <text> <from> <to>
  printf "drawtext=fontfile=%s:text='%s':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6:x=(w-text_w)/2:y=336:enable='between(t,%s,%s)'" "$FONT" "$1" "$2" "$3"
}

walker() { # walker <label>: a pedestrian, a 10x10 orange square
  printf 'color=c=0xef7d00:s=10x10:r=%s:d=%s[%s];\n' "$FPS" "$2" "$1"
}

scene_hd-bus-stop() {
  local d=$1
  car ecar 60 34 0x1f5fbf 44:4:10:26 "$d"
  walker p1 "$d"
  walker p2 "$d"
  road_hd
  bus_hd
  cat <<EOF
null[pad];
[pad][p1]overlay=x=500:y=300[a];[a][p2]overlay=x=530:y=306[b];
[b][ecar]overlay=x='-60+62*(t-2)':y=183:enable='gte(t,2)',
$(caption '前方公交车停靠站台，有乘客上下车' 4.6 7)[mv];
EOF
}

scene_hd-bus-slow() {
  local d=$1
  car ecar 60 34 0x1f5fbf 44:4:10:26 "$d"
  walker p1 "$d"
  road_hd
  bus_hd
  cat <<EOF
null[pad];
[pad][p1]overlay=x=585:y='290-80*clip(t-1.2,0,2.4)':enable='gte(t,1.2)'[a];
[a][ecar]overlay=x='if(lt(t,1.6),250+50*t,if(lt(t,3.6),330,330+100*(t-3.6)))':y=183,
$(caption '减速慢行，留意公交车前方' 0 2.2),
$(caption '行人从公交车前走出，停车让行' 2.2 4.4),
$(caption '前方人行横道，有行人准备通过' 4.4 6)[mv];
EOF
}

scene_hd-bus-honk() {
  local d=$1
  car ecar 60 34 0x1f5fbf 44:4:10:26 "$d"
  walker p1 "$d"
  road_hd
  bus_hd
  cat <<EOF
null[pad];
[pad][p1]overlay=x=585:y='290-80*clip(t-1.4,0,2.4)':enable='gte(t,1.4)'[a];
[a][ecar]overlay=x='if(lt(t,2.4),250+70*t,if(lt(t,4.4),418+62*(1-pow(1-clip((t-2.4)/0.6,0,1),2)),480+110*(t-4.4)))':y=183,
drawbox=0:0:iw:ih:color=red@0.25:t=fill:enable='between(t,2.4,3.2)',
$(caption '鸣喇叭，加速超越公交车' 0 2.3),
$(caption '行人突然从公交车前走出！紧急制动' 2.3 4.4),
$(caption '前方人行横道，有行人准备通过' 4.4 6)[mv];
EOF
}

scene_hd-zebra-yield() {
  local d=$1
  car ecar 60 34 0x1f5fbf 44:4:10:26 "$d"
  walker p1 "$d"
  road_hd
  zebra_hd
  cat <<EOF
null[pad];
[pad][p1]overlay=x=377:y='300-50*t'[a];
[a][ecar]overlay=x='if(lt(t,4),150+120*(1-pow(1-clip(t/1.2,0,1),2)),270+130*(t-4))':y=183,
$(caption '在停止线前停车让行' 0 2),
$(caption '等行人走过人行横道' 2 4),
$(caption '确认安全后再起步（正确）' 4 6)[mv];
EOF
}

scene_hd-zebra-rush() {
  local d=$1
  car ecar 60 34 0x1f5fbf 44:4:10:26 "$d"
  walker p1 "$d"
  road_hd
  zebra_hd
  cat <<EOF
null[pad];
[pad][p1]overlay=x=377:y='300-50*clip(t,0,2)'[a];
[a][ecar]overlay=x='if(lt(t,1.8),150+90*t,312+20*(1-pow(1-clip((t-1.8)/0.4,0,1),2)))':y=183,
drawbox=0:0:iw:ih:color=red@0.25:t=fill:enable='between(t,1.8,2.6)',
$(caption '行人还没走到路中间，抢先通过' 0 1.8),
$(caption '冲上人行横道，险些撞到行人' 1.8 4),
$(caption '不合格：遇行人通过人行横道未停车让行' 4 6)[mv];
EOF
}

# A route video's scene comes from scripts/site-routes.ts; the others' from scene_<slug> above.
scene_of() {
  local slug=$1 dur=$2
  if [[ "$slug" == k3-route-* ]]; then
    npx tsx scripts/site-routes.ts scene "$slug" "$FONT"
  else
    "scene_$slug" "$dur"
  fi
}

# The sound: a soft chime under the title card, then silence; silence throughout without a card.
audio_of() {
  if [[ "$CARD" == 0 ]]; then
    echo "anullsrc=r=44100:cl=mono,atrim=duration=$1[a]"
  else
    echo "sine=frequency=523.25:sample_rate=44100:duration=1.8,volume=0.4,afade=t=in:d=0.15,afade=t=out:st=0.8:d=1,apad=whole_dur=$1[a]"
  fi
}

# Title card length per slug: none for the clips an interactive video's choices lead to (they continue its scene).
card_len_of() {
  case "$1" in
    hd-bus-stop) echo 2 ;;
    hd-*) echo 0 ;;
    *) echo "$CARD_DEFAULT" ;;
  esac
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
    k2-right-angle-turn) echo 0x4c8a3f ;;
    hd-*) echo 0x6f9a5a ;;
    k3-route-*) echo 0xeeeae0 ;;
  esac
}
card_of() {
  case "$1" in
    k2-*) echo 0x14345c ;;
    k3-*) echo 0x3b1f5c ;;
    hd-*) echo 0x0b4d4d ;;
  esac
}

make_one() {
  local slug=$1 title=$2 subject=$3 dur=$4
  local dir="$OUT_ROOT/$slug"
  local tmp
  tmp="$(mktemp -d)"
  rm -rf "$dir"
  mkdir -p "$dir/hls"
  local CARD
  CARD="$(card_len_of "$slug")"
  # The route videos are long and mostly still (a map and a moving dot): half the frame rate keeps their
  # files (MPEG-TS costs a packet or more per frame) near the others' size. Keyframes stay 4 s apart.
  local out_fps=$FPS
  local crf=22
  [[ "$slug" == k3-route-* ]] && out_fps=12.5 && crf=27
  local gop
  gop="$(awk -v f="$out_fps" 'BEGIN { printf "%d", 4 * f }')"

  {
    printf 'color=c=%s:s=%sx%s:r=%s:d=%s[bg];\n' "$(bg_of "$slug")" "$W" "$H" "$FPS" "$dur"
    scene_of "$slug" "$dur"
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
$(audio_of "$dur")
EOF
  } >"$tmp/graph.txt"

  ffmpeg -hide_banner -loglevel error -y -filter_complex_script "$tmp/graph.txt" \
    -map '[v]' -map '[a]' -t "$dur" \
    -c:v libx264 -threads 1 -profile:v main -preset slow -crf "$crf" -maxrate 120k -bufsize 240k -pix_fmt yuv420p \
    -r "$out_fps" -g "$gop" -keyint_min "$gop" -sc_threshold 0 \
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

ONLY=("$@")
for s in "${ONLY[@]}"; do
  printf '%s\n' "${VIDEOS[@]}" | grep -q "^$s|" || { echo "no such slug: $s" >&2; exit 1; }
done
wanted() {
  [[ ${#ONLY[@]} -eq 0 ]] && return 0
  local s
  for s in "${ONLY[@]}"; do [[ "$s" == "$1" ]] && return 0; done
  return 1
}

entries=()
for row in "${VIDEOS[@]}"; do
  IFS='|' read -r slug title subject dur <<<"$row"
  if wanted "$slug"; then
    echo "making $slug ($title, ${dur}s)"
    make_one "$slug" "$title" "$subject" "$dur"
    echo "  video.mp4 $(stat -c %s "$OUT_ROOT/$slug/video.mp4") B; cover.jpg $(stat -c %s "$OUT_ROOT/$slug/cover.jpg") B"
  fi
  [[ -f "$OUT_ROOT/$slug/video.mp4" ]] || { echo "$OUT_ROOT/$slug/video.mp4 is missing: make it" >&2; exit 1; }
  real="$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$OUT_ROOT/$slug/video.mp4")"
  secs="$(awk -v d="$real" 'BEGIN { printf "%d", d + 0.5 }')"
  entries+=("  { slug: '$slug', title: '$title', duration: $secs },")
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
