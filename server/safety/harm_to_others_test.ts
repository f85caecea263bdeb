import { assert } from "../../tests/assert.ts";
import { harmToOthers, harmToOthersIn, unwantedHarmThought } from "./harm_to_others.ts";

Deno.test("a visitor who says they mean to hurt someone is heard, in the ways people say it", () => {
  for (
    const message of [
      "i'm going to kill my stepdad",
      "i want to hurt someone",
      "i swear i'll kill him if he touches her again",
      "i keep thinking about stabbing my boss",
      "i want to beat up the kid who bullied my son",
      "i'm going to make them all pay tomorrow at school",
      "i'm going to bring my dad's gun to school",
    ]
  ) assert(harmToOthers(message), message);
});

Deno.test("figures of speech, a wish not to, and threats against the visitor are not a threat of theirs", () => {
  for (
    const message of [
      "my mom is going to kill me when she sees my grades",
      "i could kill for a pizza right now",
      "i don't want to hurt him but i'm so angry",
      "i'm going to kill it at my audition tomorrow",
      "i'm going to kill time before my flight",
      "he said he's going to kill me if i leave",
      "i hurt my friend's feelings",
      "i want to hurt myself",
      "i'll make them pay for what they did, i'll sue",
    ]
  ) assert(!harmToOthers(message), message);
});

Deno.test("unwanted thoughts of harming someone, told with fear of them, are not a threat", () => {
  for (
    const message of [
      "i keep having thoughts that i might hurt my baby and it terrifies me",
      "i get these horrible images of stabbing my husband and i hate having them",
      "intrusive thoughts about hurting my son, what is wrong with me",
    ]
  ) {
    assert(unwantedHarmThought(message), message);
    assert(!harmToOthers(message), message);
  }
  for (
    const message of ["i keep thinking about stabbing my boss", "i'm scared of my dad", "i'm going to kill my stepdad"]
  ) assert(!unwantedHarmThought(message), message);
});

Deno.test("a threat finished in the next message, or a fear of shaking a baby, is read; a joke taken back is not", () => {
  assert(harmToOthersIn("i know where she lives. friday night.", "i'm going to make her pay for what she did"));
  assert(
    harmToOthersIn(
      "my brother's rifle is in the closet. they'll see",
      "everyone at school is gonna regret laughing at me",
    ),
  );
  assert(!harmToOthersIn("lol not literally. just a strongly worded text", "i could kill my roommate rn"));
  assert(unwantedHarmThought("i keep thinking about shaking him to make him stop crying and it scares me"));
});

Deno.test("a weapon held over someone asleep, a gun brought to a meeting, a list for Monday are threats", () => {
  assert(harmToOthers("he's asleep in the next room and i'm standing here with the knife"));
  assert(
    harmToOthersIn(
      "tomorrow i'm bringing my uncle's pistol into the staff meeting",
      "my manager has made my life hell",
    ),
  );
  assert(harmToOthersIn("friday they'll stop laughing. i made a list", "the whole class laughs at me"));
  assert(
    !harmToOthers(
      "holding the hammer while my husband hangs the picture, don't know what i'm going to do with these nails",
    ),
  );
});
