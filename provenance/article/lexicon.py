"""The words a verification desk reads for: what names a picture or footage, what shows it.

Kept as plain data so that it can be read, reviewed and extended like a style
guide. Verbs are lemmas (lower case, as simplemma gives them: "showed" is found
through "show"); nouns are matched in their singular and plural forms.
"""

from __future__ import annotations


def words(text: str) -> frozenset[str]:
    """A set of words written as one string, so the lists read like a glossary."""
    return frozenset(text.split())


# Nouns that name a picture or footage, by the kind of media they name.
IMAGE_NOUNS = words(
    "image picture pic photo photograph snapshot snap screenshot screengrab screencap selfie "
    "imagery still photo-sequence mugshot headshot shot thermal-image"
)
VIDEO_NOUNS = words(
    "video footage clip film livestream live-stream cctv dashcam bodycam webcam timelapse "
    "time-lapse newsreel videoclip vlog reel"
)
MEDIA_NOUNS: dict[str, str] = {noun: "image" for noun in IMAGE_NOUNS} | {
    noun: "video" for noun in VIDEO_NOUNS
}

# Nouns that count only in a depicting frame ("a still from the video", "film of the attack",
# "an aerial shot shows"): alone they are usually something else (a film star, a shot fired).
FRAMED_NOUNS = words("bodycam cctv dashcam film shot still snap webcam reel")

# Words after a media noun that make it something other than a picture ("video game").
NOT_MEDIA_AFTER: dict[str, frozenset[str]] = {
    "video": words(
        "address app appearance assistant call calling camera card chat conference "
        "conferencing console doorbell editing editor format game gaming hookup "
        "journalist link meeting message platform player producer referee rental service "
        "sharing statement store streaming surveillance technology"
    ),
    "photo": words(
        "agency album booth call card competition editor exhibition finish id "
        "identification journalist library licence license op opportunity radar shoot"
    ),
    "picture": words("book desk editor frame house perfect postcard"),
    "image": words("boost campaign consultant makeover problem right"),
    "film": words(
        "adaptation award buff career crew critic debut director festival franchise "
        "industry maker premiere producer right role school score script set star studio "
        "version"
    ),
    "clip": words("art board on"),
    "footage": words(""),
    "snap": words("election poll vote decision judgement judgment check inspection"),
    "reel": words("estate"),
}

# Words before a media noun that make it a figure of speech ("the bigger picture").
NOT_MEDIA_BEFORE: dict[str, frozenset[str]] = {
    "picture": words(
        "accurate big bigger bleak broad broader clear clearer complete complex "
        "complicated different economic financial full fuller gloomy grim humanitarian "
        "mixed motion overall political rosy same security true whole wide wider worrying"
    ),
    "image": words(
        "brand clean-cut corporate global international mirror own public self squeaky- "
        "clean tarnished wholesome"
    ),
    "clip": words(
        "alligator belt brisk bulldog crocodile fast hair money nose paper quick rapid steady tie"
    ),
    "film": words(
        "action animated blockbuster bond cling disney documentary feature hollywood "
        "horror oil plastic short silent thin war"
    ),
    "shot": words("booster fatal flu gun long mug single warning"),
    "video": words("instructional music pop promotional training"),
}

# Words before "the image" or "the picture" that make it a reputation: "protect the image of
# the company", "caring more about the image of the island than about ..." (lemmas).
REPUTATION_VERBS = words(
    "protect damage tarnish harm hurt boost improve polish burnish restore repair "
    "rehabilitate care worry concern soften sanitise sanitize clean project cultivate "
    "enhance dent undermine ruin rebrand fix safeguard defend bolster"
)
# What has a reputation: "the image of the government", "the public image of the police".
REPUTED = words(
    "company firm corporation government country nation party brand club team city region "
    "institution organisation organization monarchy church profession industry police army "
    "force regime administration president leader state sport league school university "
    "hospital family"
)

# Set phrases where a media noun is a figure of speech.
IDIOMS = (
    "paint a picture",
    "paints a picture",
    "painted a picture",
    "painting a picture",
    "get the picture",
    "in the picture",
    "out of the picture",
    "picture of health",
    "picture emerged",
    "picture is emerging",
    "picture emerging",
    "picture has emerged",
    "picture remains unclear",
    "picture is unclear",
    "picture was unclear",
    "picture is still",
    "image of itself",
    "in the image of",
    "in his image",
    "in her image",
    "in their image",
    "big shot",
    "long shot",
    "best shot",
    "parting shot",
    "shot in the arm",
    "call the shots",
    "calling the shots",
    "give it a shot",
    "film of oil",
    "film of dust",
)

# Verbs whose subject is a picture or footage when it "shows" something.
SHOW_VERBS = words(
    "appear capture circulate depict document emerge feature portray purport reveal seem "
    "show surface"
)

# Verbs of what is done with a picture as an object: taken, shared, posted, verified ...
MEDIA_ACTS = words(
    "air analyse analyze authenticate broadcast circulate emerge film geolocate go "
    "obtain post publish record release send share shoot spread surface take tweet "
    "upload verify view watch"
)

# Verbs of filming and photographing, used of what was recorded ("were filmed fleeing").
FILMING_VERBS: dict[str, str] = {
    verb: "video" for verb in words("film videotape livestream live-stream")
} | {verb: "image" for verb in words("photograph picture snap")}

# "caught on camera", "captured on video": the phrase is the cue, its last word the kind.
CAMERA_PHRASES: dict[str, str] = {
    "on camera": "video",
    "on video": "video",
    "on film": "video",
    "on cctv": "video",
    "on tape": "video",
    "on a phone": "video",
    "on a mobile phone": "video",
    "on his phone": "video",
    "on her phone": "video",
    "on their phones": "video",
    "in a photo": "image",
    "in a photograph": "image",
    "in a picture": "image",
    "on television": "video",
    "on tv": "video",
    "on state television": "video",
    "on state tv": "video",
}
CAMERA_VERBS = words("capture captured catch caught film record broadcast air show stream televise")
# "captured the moment": a picture of what happened; a photographer's is a photo.
MOMENT_VERBS = words("capture captured catch caught record film show")
MOMENT_NOUNS = words("moment moments instant scene scenes")
PHOTOGRAPHERS = words("photographer photographers photojournalist photojournalists")

# Tabloid formula for the picture set in the page: "This is the shocking moment ...".
THIS_IS_THE_MOMENT = ("this is the", "these are the", "this was the", "is this the")

# Determiners that introduce a picture not mentioned before ("a shocking video").
NEW_DETERMINERS = words(
    "a additional an another collection dozens few five four further hundreds many "
    "more multiple new number numerous one other separate series set several some "
    "thousands three two"
)
# Words that make a picture hypothetical: an appeal for footage, no pictures, any video.
HYPOTHETICAL = words("anyone anybody appeal appealed appealing appeals urged urging")
NONE_DETERMINERS = words("any no without")

# Determiners that point back to a picture already mentioned ("the harrowing photo").
BACK_DETERMINERS = words("her his its our said same such that the their those")
# Determiners and words that point at a picture set in the page ("THIS IMAGE SHOWS").
DEICTIC_DETERMINERS = words("these this")
DEICTIC_AFTER = words("above below bottom here inset left right top")
# Adjectives that make a definite reference a different picture ("the second video").
OTHER_ADJECTIVES = words(
    "additional another different earliest fifth fourth further later latest new "
    "newest other second separate third"
)

# Pronouns that can stand for a picture just mentioned ("It shows ...").
BACK_PRONOUNS = words("both it these they this")
NEW_PRONOUNS = words("another one others")

# Words of seeing and hearing in what a picture shows ("can be seen clinging").
VISIBLE_PHRASES = (
    "can be seen",
    "could be seen",
    "can clearly be seen",
    "can also be seen",
    "is seen",
    "are seen",
    "is visible",
    "are visible",
    "can be heard",
    "could be heard",
    "can also be heard",
    "is heard",
    "are heard",
    "is shown",
    "are shown",
    "is pictured",
    "are pictured",
)

# Hedges of someone describing what a picture seems to show.
VISUAL_HEDGES = (
    "apparently",
    "appear to",
    "appears to",
    "appeared to",
    "seem to",
    "seems to",
    "seemed to",
    "what looks like",
    "looks like",
    "look like",
    "what appear",
    "what appears",
    "purportedly",
    "visibly",
)

# Lead-ins that connect a sentence to the story rather than describing the media.
DISCOURSE_LEADS = (
    "it comes after",
    "it comes as",
    "this comes after",
    "this comes as",
    "it came after",
    "it came as",
    "meanwhile,",
    "elsewhere,",
    "separately,",
    "earlier,",
    "however,",
    "in another development,",
    "at the same time,",
    "later,",
)

# Function words left out when comparing what two sentences are about.
STOPWORDS = words(
    "of only across beside tomorrow or out their we he where whose both been ours as such "
    "am its not why with besides yourself her herself may tell near might to me had once "
    "around one still too do then along by i whom up already most each per after himself "
    "being off during did below ever them today inside down including itself will few "
    "hers outside yet toward could now within among these above but since less there "
    "whether an said over about your any several if theirs rather our be must because how "
    "they should us into further some would can under more was in quite via which who for "
    "at so whatever having that were beyond own you doing themselves also while is here "
    "yesterday amid and his through what without all the towards yours this myself "
    "despite him says have upon though are a from even onto nor it when other very until "
    "has like just much again between before according least say no my thus than does "
    "told against behind same on she those"
)
